// Reads the live view's Server-Sent Events as the portal does: fetch with the Authorization
// header, the body read as a stream. A test waits for the next event that satisfies a condition.
import { Waiters } from './waiters.ts';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import {
  SESSIONS_STREAM_EVENTS,
  SessionsPatchSchema,
  SessionsSnapshotSchema,
  type SessionsSnapshot,
} from '@remoterl/contract';

export class EventStream {
  /** Every state the stream gave, full or rebuilt from a delta, in order. */
  readonly snapshots: SessionsSnapshot[] = [];
  /** Event ids in order (a delta's id is always the one before plus one). */
  readonly ids: number[] = [];
  /** Each event's name and the bytes of its data line. */
  readonly events: { event: string; bytes: number }[] = [];
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

  static async open(url: string, idToken: string, lastEventId?: string): Promise<EventStream> {
    const headers: Record<string, string> = { authorization: `Bearer ${idToken}` };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const response = await fetch(url, { headers });
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
    const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
    if (event && data) {
      this.events.push({ event, bytes: Buffer.byteLength(data) });
      if (id !== undefined) this.ids.push(Number(id));
    }
    if (event === SESSIONS_STREAM_EVENTS.full && data) {
      this.snapshots.push(SessionsSnapshotSchema.parse(JSON.parse(data)));
    }
    if (event === SESSIONS_STREAM_EVENTS.patch && data) {
      const previous = this.snapshots.at(-1);
      if (!previous) throw new Error('A delta came before any full snapshot');
      const patch = SessionsPatchSchema.parse(JSON.parse(data)) as Operation[];
      const next = fastJsonPatch.applyPatch(structuredClone(previous), patch, true, false).newDocument;
      this.snapshots.push(SessionsSnapshotSchema.parse(next));
    }
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
