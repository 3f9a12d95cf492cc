// One viewer of the live view (GET /gateway/sessions/events) as the portal reads it: the full
// state first, then JSON Patch deltas applied to it, and after a drop a reconnection with
// Last-Event-ID. Plain node:http rather than fetch, so one process can hold thousands of them.
// Validation is the test helpers' job (test/helpers/event-stream.ts); a bench only follows the
// state and counts what happened to the stream.
import { get, type ClientRequest } from 'node:http';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { SESSIONS_STREAM_EVENTS, type SessionsSnapshot } from '@remoterl/contract';
import { asAccount } from './bench-token.ts';

export interface LiveViewStats {
  /** State messages (full or delta) and comment lines received. */
  events: number;
  comments: number;
  /** Streams the server ended (or that broke) while the viewer still wanted them. */
  dropped: number;
  /** Answers other than 200 to a (re)connection, by status. */
  refused: Map<number, number>;
}

/** Waits before each reconnection, as the portal's jittered backoff starts. */
const RECONNECT_MS = 250;

export class LiveViewReader {
  state: SessionsSnapshot | undefined;
  readonly stats: LiveViewStats = { events: 0, comments: 0, dropped: 0, refused: new Map() };
  /** Called with every state the viewer shows. */
  onState: (state: SessionsSnapshot) => void = () => {};
  private lastEventId: string | undefined;
  private request: ClientRequest | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly url: string;
  private readonly uid: string;

  constructor(url: string, uid: string) {
    this.url = url;
    this.uid = uid;
  }

  /** Opens the stream; resolves with the status of the first answer (200 when it streams). */
  open(): Promise<number> {
    return new Promise((resolve) => {
      const headers = {
        ...asAccount(this.uid),
        ...(this.lastEventId && { 'last-event-id': this.lastEventId }),
      };
      const request = get(this.url, { headers }, (response) => {
        const status = response.statusCode ?? 0;
        resolve(status);
        if (status !== 200) {
          this.stats.refused.set(status, (this.stats.refused.get(status) ?? 0) + 1);
          response.resume();
          response.once('end', () => this.reconnect());
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            this.parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        response.once('close', () => {
          if (this.closed) return;
          this.stats.dropped += 1;
          this.reconnect();
        });
      });
      request.once('error', () => {
        resolve(0);
        if (this.closed) return;
        this.stats.dropped += 1;
        this.reconnect();
      });
      this.request = request;
    });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.request?.destroy();
  }

  private reconnect(): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.open(), RECONNECT_MS);
  }

  private parse(block: string): void {
    if (block.startsWith(':')) {
      this.stats.comments += 1;
      return;
    }
    let event: string | undefined;
    let data: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
      else if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
    }
    if (!event || data === undefined) return;
    this.stats.events += 1;
    if (event === SESSIONS_STREAM_EVENTS.full) this.state = JSON.parse(data) as SessionsSnapshot;
    else if (event === SESSIONS_STREAM_EVENTS.patch && this.state)
      this.state = fastJsonPatch.applyPatch(
        this.state,
        JSON.parse(data) as Operation[],
        false,
        true,
      ).newDocument;
    else return;
    this.onState(this.state);
  }
}
