// One viewer's live-view stream with backpressure (docs/decisions.md, "Live-view streams"): the
// full state first, then JSON Patch deltas (RFC 6902), as its account's feed builds them
// (state-feed.ts: at most one version per interval, built once for every viewer). While a write
// is pending nothing is queued: a new version only marks the stream dirty, and when the write
// completes the stream sends what it missed in one event (the feed's deltas since its version,
// or the full state when it fell too far behind). A write pending past the stall bound closes the
// stream; the client reconnects and gets the full state again. Per event a viewer makes only its
// own first lines (event name and id, a few bytes); the data it sends is the feed's buffer, shared
// with every viewer that sends the same frame.
import type { StateFeed } from './state-feed.ts';

/** A comment line: keeps an idle stream visibly alive. One buffer for every stream. */
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

export interface ConflatedStreamOptions {
  /** The account's shared state; the stream follows its versions. */
  feed: StateFeed;
  /**
   * Hands one event's bytes to the transport, in order; settles when the transport has taken
   * them all and asks for more. The buffers may be shared with other streams: never changed.
   */
  write(parts: readonly Uint8Array[]): Promise<unknown>;
  /** Ends the transport: called once, when a write stayed pending past `stallMs`. */
  close(): void;
  /** SSE event names of the full state and of a delta. */
  events: { full: string; patch: string };
  /** The id of the first event; each later event's id is one more. */
  firstId: number;
  /** A write pending this long closes the stream. */
  stallMs: number;
  /** A comment line when idle, so the client can tell a live stream from a dead one. */
  heartbeatMs: number;
}

export interface ConflatedStream {
  stop(): void;
}

export function openConflatedStream(options: ConflatedStreamOptions): ConflatedStream {
  let id = options.firstId - 1;
  let held: number | undefined;
  let dirty = false;
  let writing = false;
  let stopped = false;

  let stall: NodeJS.Timeout | undefined;

  const stop = () => {
    stopped = true;
    unsubscribe();
    clearInterval(heartbeat);
    // A stopped stream leaves no timer behind to keep it (and its transport) reachable.
    clearTimeout(stall);
  };

  const send = (parts: readonly Uint8Array[]) => {
    writing = true;
    stall = setTimeout(() => {
      if (stopped) return;
      stop();
      options.close();
    }, options.stallMs);
    void options
      .write(parts)
      .catch(() => undefined)
      .then(() => {
        clearTimeout(stall);
        writing = false;
        if (dirty) flush();
      });
  };

  function flush() {
    if (stopped || writing) return;
    dirty = false;
    const frame = options.feed.frameSince(held);
    if (!frame) return;
    id += 1;
    held = frame.version;
    const event = frame.kind === 'full' ? options.events.full : options.events.patch;
    send([Buffer.from(`event: ${event}\nid: ${id}\n`), frame.data]);
  }

  const unsubscribe = options.feed.subscribe(() => {
    dirty = true;
    flush();
  });

  const heartbeat = setInterval(() => {
    // A pending write already tells the client the stream lives; nothing is queued behind it.
    if (!stopped && !writing) send([HEARTBEAT]);
  }, options.heartbeatMs);

  flush();
  return { stop };
}
