// The stream mechanism alone, on the test clock: one state build per account however many
// viewers, conflation while a write is pending, and the stall bound.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openConflatedStream } from '../src/routes/conflated-stream.ts';
import { feedsByKey, openStateFeed, type StateFeed } from '../src/routes/state-feed.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function account(keep = 10) {
  let state = { n: 0 };
  const read = vi.fn(() => ({ ...state }));
  const feed = openStateFeed({ read, intervalMs: 1_000, keep });
  const set = (n: number) => (state = { n });
  /** The state becomes `{ n }` and the feed's next interval passes. */
  const step = async (n: number) => {
    set(n);
    feed.changed();
    await vi.advanceTimersByTimeAsync(1_000);
  };
  return { feed, read, set, step };
}

function viewer(feed: StateFeed, options: { stallMs?: number } = {}) {
  const written: string[] = [];
  /** Each event's parts as handed to the transport, to tell shared buffers from copies. */
  const parts: (readonly Uint8Array[])[] = [];
  const pending: (() => void)[] = [];
  const close = vi.fn();
  const stream = openConflatedStream({
    feed,
    write: (event) => {
      parts.push(event);
      written.push(event.map((part) => Buffer.from(part).toString('utf8')).join(''));
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    close,
    events: { full: 'full', patch: 'patch' },
    firstId: 1,
    stallMs: options.stallMs ?? 10_000,
    heartbeatMs: 60_000,
  });
  const readAll = () => {
    while (pending.length > 0) pending.shift()?.();
  };
  return { stream, written, parts, pending, close, readAll };
}

it('builds the state once per interval for all of an account’s viewers', async () => {
  const { feed, read, set } = account();
  const viewers = Array.from({ length: 200 }, () => viewer(feed));
  for (const one of viewers) one.readAll();
  expect(read).toHaveBeenCalledTimes(1);
  for (let n = 1; n <= 5; n += 1) {
    set(n);
    feed.changed();
    feed.changed();
    await vi.advanceTimersByTimeAsync(1_000);
    for (const one of viewers) one.readAll();
  }
  expect(read).toHaveBeenCalledTimes(6);
  for (const one of viewers) {
    expect(one.written[0]).toBe('event: full\nid: 1\ndata: {"n":0}\n\n');
    expect(one.written.at(-1)).toBe(
      'event: patch\nid: 6\ndata: [{"op":"replace","path":"/n","value":5}]\n\n',
    );
  }
  for (const one of viewers) one.stream.stop();
  feed.stop();
});

it('sends a viewer that was writing what it missed, in one event', async () => {
  // A state larger than two deltas, or the catch-up would be the state again.
  let state = { n: 0, rows: Array.from({ length: 10 }, (_, index) => ({ index, label: 'session' })) };
  const feed = openStateFeed({ read: () => structuredClone(state), intervalMs: 1_000, keep: 10 });
  const slow = viewer(feed);
  for (let n = 1; n <= 2; n += 1) {
    state = { ...state, n };
    feed.changed();
    await vi.advanceTimersByTimeAsync(1_000);
  }
  // Still writing the full state: nothing queued behind it.
  expect(slow.written).toHaveLength(1);
  slow.pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
  expect(slow.written.at(-1)).toBe(
    'event: patch\nid: 2\ndata: [{"op":"replace","path":"/n","value":1},{"op":"replace","path":"/n","value":2}]\n\n',
  );
  slow.stream.stop();
  feed.stop();
});

it('sends the full state to a viewer further behind than the deltas kept', async () => {
  const { feed, step } = account(2);
  const slow = viewer(feed, { stallMs: 60_000 });
  for (let n = 1; n <= 3; n += 1) await step(n);
  slow.pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
  expect(slow.written.at(-1)).toBe('event: full\nid: 2\ndata: {"n":3}\n\n');
  slow.stream.stop();
  feed.stop();
});

it('makes no version, and sends nothing, when nothing changed', async () => {
  const { feed } = account();
  const one = viewer(feed);
  one.readAll();
  feed.changed();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(one.written).toHaveLength(1);
  one.stream.stop();
  feed.stop();
});

it('closes a stream whose write stays pending past the stall bound', async () => {
  const { feed } = account();
  const { close } = viewer(feed);
  await vi.advanceTimersByTimeAsync(9_999);
  expect(close).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(close).toHaveBeenCalledTimes(1);
  feed.stop();
});

it('opens one feed per account while it has viewers, and stops it with the last', () => {
  const stops: string[] = [];
  const feeds = feedsByKey((key) => ({ feed: account().feed, stop: () => stops.push(key) }));
  const a1 = feeds.join('a');
  const a2 = feeds.join('a');
  const b = feeds.join('b');
  expect(a1.feed).toBe(a2.feed);
  expect(a1.feed).not.toBe(b.feed);
  expect([feeds.size, feeds.viewersOf('a')]).toEqual([2, 2]);
  a1.leave();
  a1.leave();
  expect(feeds.viewersOf('a')).toBe(1);
  a2.leave();
  expect(stops).toEqual(['a']);
  expect([feeds.size, feeds.viewersOf('a')]).toEqual([1, 0]);
  b.leave();
});

it('hands every viewer the same encoded data, not a copy each', async () => {
  const { feed, step } = account();
  const viewers = Array.from({ length: 3 }, () => viewer(feed));
  for (const one of viewers) one.readAll();
  await step(1);
  const [first, ...others] = viewers.map((one) => one.parts);
  // [0]: the full state, [1]: the delta; part 0 is the viewer's own event and id lines.
  for (const event of [0, 1]) {
    const shared = first?.[event]?.[1];
    expect(shared).toBeInstanceOf(Buffer);
    for (const parts of others) expect(parts[event]?.[1]).toBe(shared);
  }
  for (const one of viewers) one.stream.stop();
  feed.stop();
});

it('builds a catch-up once for the viewers that missed the same versions', async () => {
  // Ten sessions' worth of state, so that two small deltas are shorter than the state.
  let state = { n: 0, rows: Array.from({ length: 10 }, (_, index) => ({ index, label: 'session' })) };
  const feed = openStateFeed({ read: () => structuredClone(state), intervalMs: 1_000, keep: 10 });
  const slow = [viewer(feed), viewer(feed)];
  for (let n = 1; n <= 2; n += 1) {
    state = { ...state, n };
    feed.changed();
    await vi.advanceTimersByTimeAsync(1_000);
  }
  for (const one of slow) one.pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
  const [a, b] = slow.map((one) => one.parts.at(-1));
  expect(Buffer.from(a?.[1] ?? []).toString()).toBe(
    'data: [{"op":"replace","path":"/n","value":1},{"op":"replace","path":"/n","value":2}]\n\n',
  );
  expect(b?.[1]).toBe(a?.[1]);
  for (const one of slow) one.stream.stop();
  feed.stop();
});

it('sends the full state instead of a catch-up that would be longer', async () => {
  // Every delta replaces the whole of a small state: two of them are longer than the state.
  const { feed, step } = account();
  const slow = viewer(feed);
  for (let n = 1; n <= 3; n += 1) await step(n);
  slow.pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
  expect(slow.written.at(-1)).toBe('event: full\nid: 2\ndata: {"n":3}\n\n');
  // The next delta follows from the state it was given.
  await step(4);
  slow.pending.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
  expect(slow.written.at(-1)).toBe('event: patch\nid: 3\ndata: [{"op":"replace","path":"/n","value":4}]\n\n');
  slow.stream.stop();
  feed.stop();
});

it('leaves no timer behind for a stream stopped while it writes', () => {
  const { feed } = account();
  const timersBefore = vi.getTimerCount();
  const one = viewer(feed);
  expect(vi.getTimerCount()).toBeGreaterThan(timersBefore);
  one.stream.stop();
  expect(vi.getTimerCount()).toBe(timersBefore);
  feed.stop();
});

it('makes no version when only the order of the keys changed', async () => {
  let state: Record<string, number> = { a: 1, b: 2 };
  const feed = openStateFeed({ read: () => ({ ...state }), intervalMs: 1_000, keep: 10 });
  const one = viewer(feed);
  one.readAll();
  state = { b: 2, a: 1 };
  feed.changed();
  await vi.advanceTimersByTimeAsync(1_000);
  state = { b: 3, a: 1 };
  feed.changed();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(one.written).toEqual([
    'event: full\nid: 1\ndata: {"a":1,"b":2}\n\n',
    'event: patch\nid: 2\ndata: [{"op":"replace","path":"/b","value":3}]\n\n',
  ]);
  one.stream.stop();
  feed.stop();
});
