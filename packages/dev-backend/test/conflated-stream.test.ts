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
  return { feed, read, set: (n: number) => (state = { n }) };
}

function viewer(feed: StateFeed, options: { stallMs?: number } = {}) {
  const written: string[] = [];
  const pending: (() => void)[] = [];
  const close = vi.fn();
  const stream = openConflatedStream({
    feed,
    write: (text) => {
      written.push(text);
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
  return { stream, written, pending, close, readAll };
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
  const { feed, set } = account();
  const slow = viewer(feed);
  set(1);
  feed.changed();
  await vi.advanceTimersByTimeAsync(1_000);
  set(2);
  feed.changed();
  await vi.advanceTimersByTimeAsync(1_000);
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
  const { feed, set } = account(2);
  const slow = viewer(feed, { stallMs: 60_000 });
  for (let n = 1; n <= 3; n += 1) {
    set(n);
    feed.changed();
    await vi.advanceTimersByTimeAsync(1_000);
  }
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
