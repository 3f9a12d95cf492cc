// A response body that takes bytes only when the connection asks for them (docs/decisions.md,
// "Live-view streams"). @hono/node-server reads the body and writes each chunk to the socket,
// reading the next one only once the socket has drained; with a high-water mark of 0 this stream
// is asked for more (`pull`) only then. So a write here settles when the connection has taken
// the event and wants more, nothing waits in a queue of the stream's own, and a connection that
// stops reading holds the one event it was given (its buffers, shared with other viewers). In
// place of Hono's streamSSE, whose TransformStream and text encoder add a queue and a copy of each
// event per viewer.

export interface PullBody {
  /** The response body. */
  body: ReadableStream<Uint8Array>;
  /** Queues one event's parts; settles when the connection asks for more (at once when it is gone). */
  write(parts: readonly Uint8Array[]): Promise<void>;
  /** Ends the body as failed: the connection is dropped, not ended as if complete. */
  fail(reason: Error): void;
}

/** `onCancel` runs once when the connection goes away (closed by either side). */
export function openPullBody(onCancel: () => void): PullBody {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let taken: (() => void) | undefined;
  let ended = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        const resolve = taken;
        taken = undefined;
        resolve?.();
      },
      cancel() {
        ended = true;
        taken = undefined;
        onCancel();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    write(parts) {
      if (ended || !controller) return Promise.resolve();
      for (const part of parts) controller.enqueue(part);
      return new Promise<void>((resolve) => {
        taken = resolve;
      });
    },
    fail(reason) {
      if (ended) return;
      ended = true;
      taken = undefined;
      controller?.error(reason);
    },
  };
}
