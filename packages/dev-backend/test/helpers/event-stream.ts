// Reads the live view's Server-Sent Events as the portal does: fetch with the Authorization
// header, the body read as a stream. A test waits for the next event that satisfies a condition.
import { Waiters } from './waiters.ts';
import { SessionsSnapshotSchema, type SessionsSnapshot } from '@remoterl/contract';

export class EventStream {
  readonly snapshots: SessionsSnapshot[] = [];
  comments = 0;
  private readonly waiters = new Waiters(() =>
    this.ended ? `stream ended (snapshots: ${JSON.stringify(this.snapshots)})` : undefined,
  );
  private ended = false;
  private readonly reader: ReadableStreamDefaultReader<string>;

  readonly response: Response;

  private constructor(response: Response) {
    this.response = response;
    this.reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    void this.pump();
  }

  static async open(url: string, idToken: string): Promise<EventStream> {
    const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
    return new EventStream(response);
  }

  private async pump(): Promise<void> {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // cancelled
    }
    this.ended = true;
    this.waiters.wake();
  }

  private parse(block: string): void {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith(':'))) this.comments += 1;
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (event === 'sessions' && data) this.snapshots.push(SessionsSnapshotSchema.parse(JSON.parse(data)));
    this.waiters.wake();
  }

  /** Resolves with the first snapshot from index `from` on that satisfies `condition`. */
  until(condition: (snapshot: SessionsSnapshot) => boolean, from = 0): Promise<SessionsSnapshot> {
    return this.waiters.until(() => this.snapshots.slice(from).find(condition), 'a matching snapshot');
  }

  untilComment(): Promise<number> {
    return this.waiters.until(() => (this.comments > 0 ? this.comments : undefined), 'a heartbeat comment');
  }

  close(): Promise<void> {
    return this.reader.cancel();
  }
}
