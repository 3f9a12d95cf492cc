// One live-view stream with backpressure (docs/decisions.md, "Live-view streams"): the full state
// first, then JSON Patch deltas (RFC 6902) against what this stream last sent, at most one message
// per interval. While a write is pending nothing is queued: changes only mark the stream dirty,
// and the newest state is read when the write completes (conflation). A write pending past the
// stall bound closes the stream; the client reconnects and gets the full state again.
// Generic over the state's fields: it only reads, diffs and serializes what `read` returns.
import fastJsonPatch from 'fast-json-patch';

export interface ConflatedStreamOptions<State> {
  /** The current full state; a fresh object each call (the last one sent is kept for the diff). */
  read(): State;
  /** Hands text to the transport; settles when the transport has taken it. */
  write(text: string): Promise<unknown>;
  /** Ends the transport: called once, when a write stayed pending past `stallMs`. */
  close(): void;
  /** SSE event names of the full state and of a delta. */
  events: { full: string; patch: string };
  /** The id of the first event; each later event's id is one more. */
  firstId: number;
  /** At most one state message per interval. */
  intervalMs: number;
  /** A write pending this long closes the stream. */
  stallMs: number;
  /** A comment line when idle, so the client can tell a live stream from a dead one. */
  heartbeatMs: number;
}

export interface ConflatedStream {
  /** The state may have changed: a message follows when the interval and the transport allow. */
  changed(): void;
  stop(): void;
}

export function openConflatedStream<State extends object>(
  options: ConflatedStreamOptions<State>,
): ConflatedStream {
  let id = options.firstId - 1;
  let lastSent: State | undefined;
  let lastSentAt = -Infinity;
  let dirty = false;
  let writing = false;
  let stopped = false;
  let flushTimer: NodeJS.Timeout | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(flushTimer);
    clearInterval(heartbeat);
  };

  const send = (text: string) => {
    writing = true;
    const stall = setTimeout(() => {
      if (stopped) return;
      stop();
      options.close();
    }, options.stallMs);
    void options
      .write(text)
      .catch(() => undefined)
      .then(() => {
        clearTimeout(stall);
        writing = false;
        if (dirty) schedule();
      });
  };

  const flush = () => {
    flushTimer = undefined;
    if (stopped || writing || !dirty) return;
    dirty = false;
    const next = options.read();
    if (lastSent === undefined) {
      id += 1;
      send(`event: ${options.events.full}\nid: ${id}\ndata: ${JSON.stringify(next)}\n\n`);
    } else {
      const operations = fastJsonPatch.compare(lastSent, next);
      if (operations.length === 0) return;
      id += 1;
      send(`event: ${options.events.patch}\nid: ${id}\ndata: ${JSON.stringify(operations)}\n\n`);
    }
    lastSent = next;
    lastSentAt = Date.now();
  };

  function schedule() {
    if (stopped || writing || flushTimer) return;
    const wait = Math.max(0, lastSentAt + options.intervalMs - Date.now());
    flushTimer = setTimeout(flush, wait);
  }

  const heartbeat = setInterval(() => {
    // A pending write already tells the client the stream lives; nothing is queued behind it.
    if (!stopped && !writing) send(': heartbeat\n\n');
  }, options.heartbeatMs);

  dirty = true;
  flush();

  return {
    changed() {
      dirty = true;
      schedule();
    },
    stop,
  };
}
