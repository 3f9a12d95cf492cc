/**
 * Promises that settle on a condition instead of a timer: each `until` re-checks whenever the
 * owner calls `wake()` (a frame, a line, an event arrived), and fails once `over()` says nothing
 * more will come.
 */
export class Waiters {
  private readonly pending = new Set<() => void>();
  private readonly over: () => string | undefined;

  /** `over` answers why no more is coming (closed, exited), or undefined while it may. */
  constructor(over: () => string | undefined) {
    this.over = over;
  }

  wake(): void {
    for (const check of this.pending) check();
  }

  until<T>(take: () => T | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = take();
        const ended = value === undefined ? this.over() : undefined;
        if (value !== undefined) {
          this.pending.delete(check);
          resolve(value);
        } else if (ended !== undefined) {
          this.pending.delete(check);
          reject(new Error(`${ended} before ${what}`));
        }
      };
      this.pending.add(check);
      check();
    });
  }
}
