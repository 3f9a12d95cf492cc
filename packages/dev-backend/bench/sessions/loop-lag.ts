// How late this process's timers run: the bench's own evidence of a starved machine. A timer
// set for every 100 ms that fires 2 s late means nothing in this process (the clients' sockets
// and their timeouts included) ran for 2 s, whatever the service did.
const TICK_MS = 100;
/** How far back `maxSince` can look. */
const WINDOW_MS = 15_000;

export class LoopLag {
  private readonly samples: { at: number; lagMs: number }[] = [];
  private expected = performance.now() + TICK_MS;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.samples.push({ at: now, lagMs: Math.max(0, now - this.expected) });
      this.expected = now + TICK_MS;
      while ((this.samples[0]?.at ?? now) < now - WINDOW_MS) this.samples.shift();
    }, TICK_MS);
    this.timer.unref();
  }

  /**
   * The longest a timer of this process ran late since `since` (a `performance.now()` within the
   * last 15 s), in ms: how long the bench itself could not run during an attempt.
   */
  maxSince(since: number): number {
    const current = Math.max(0, performance.now() - this.expected);
    return this.samples
      .filter((sample) => sample.at >= since)
      .reduce((most, sample) => Math.max(most, sample.lagMs), current);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
