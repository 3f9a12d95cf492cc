// The stream mechanism alone, on the test clock: conflation while a write is pending, and the
// stall bound.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openConflatedStream } from '../src/routes/conflated-stream.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function harness() {
  let state = { n: 0 };
  const written: string[] = [];
  const pending: (() => void)[] = [];
  const close = vi.fn();
  const read = vi.fn(() => ({ ...state }));
  const stream = openConflatedStream({
    read,
    write: (text) => {
      written.push(text);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    close,
    events: { full: 'full', patch: 'patch' },
    firstId: 1,
    intervalMs: 1_000,
    stallMs: 10_000,
    heartbeatMs: 60_000,
  });
  return { stream, written, pending, close, read, set: (n: number) => (state = { n }) };
}

it('reads only the newest state once a pending write completes', async () => {
  const { stream, written, pending, read, set } = harness();
  expect(written).toEqual(['event: full\nid: 1\ndata: {"n":0}\n\n']);
  for (let n = 1; n <= 1_000; n += 1) {
    set(n);
    stream.changed();
  }
  await vi.advanceTimersByTimeAsync(5_000);
  expect(written).toHaveLength(1);
  expect(read).toHaveBeenCalledTimes(1);
  pending.shift()?.();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(written.at(-1)).toBe('event: patch\nid: 2\ndata: [{"op":"replace","path":"/n","value":1000}]\n\n');
  expect(read).toHaveBeenCalledTimes(2);
  stream.stop();
});

it('sends at most one state message per interval', async () => {
  const { stream, written, pending, set } = harness();
  pending.shift()?.();
  for (let n = 1; n <= 50; n += 1) {
    set(n);
    stream.changed();
    await vi.advanceTimersByTimeAsync(20);
    pending.shift()?.();
  }
  // 1 s of changes: the full state and at most one delta more.
  expect(written.length).toBeLessThanOrEqual(2);
  stream.stop();
});

it('closes a stream whose write stays pending past the stall bound', async () => {
  const { stream, close } = harness();
  stream.changed();
  await vi.advanceTimersByTimeAsync(9_999);
  expect(close).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(close).toHaveBeenCalledTimes(1);
});
