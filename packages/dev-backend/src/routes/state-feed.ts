// One account's live-view state, built once for all of its viewers (docs/decisions.md, "Live-view
// streams"). The state is read at most once per interval, diffed once against the last build
// (JSON Patch, RFC 6902), and serialized once; every viewer of the account sends the same text.
// Before this, each viewer read, diffed and serialized the state itself: 2,000 viewers cost 2,000
// builds a second, which is where the live view's lag and a stalled stream's memory came from.
import fastJsonPatch from 'fast-json-patch';

/** What one viewer sends next: the full state, or the operations since its last version. */
export interface FeedFrame {
  kind: 'full' | 'patch';
  /** The version the viewer holds once it has sent this frame. */
  version: number;
  /** The JSON text of the event's data. */
  data: string;
}

export interface StateFeed {
  /** The frame a viewer that holds `version` sends next (none yet: the full state); undefined when it is up to date. */
  frameSince(version: number | undefined): FeedFrame | undefined;
  /** Calls `listener` after each new version; answers an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The state may have changed: it is read again when the interval allows. */
  changed(): void;
  stop(): void;
}

export interface StateFeedOptions<State> {
  /** The current full state; a fresh object each call (the last one is kept for the diff). */
  read(): State;
  /** At most one read per interval. */
  intervalMs: number;
  /**
   * Deltas kept for viewers that fell behind (a write pending while versions passed); a viewer
   * further behind gets the full state again. Bounds the feed's memory whatever its viewers do.
   */
  keep: number;
}

export function openStateFeed<State extends object>(options: StateFeedOptions<State>): StateFeed {
  let state = options.read();
  let version = 1;
  let fullData: string | undefined;
  /** The newest deltas, oldest first: each leads to `version`, its text without the brackets. */
  const deltas: { version: number; operations: string }[] = [];
  const listeners = new Set<() => void>();
  let stale = false;
  let stopped = false;
  let lastReadAt = Date.now();
  let timer: NodeJS.Timeout | undefined;

  const build = () => {
    timer = undefined;
    if (stopped || !stale) return;
    stale = false;
    lastReadAt = Date.now();
    const next = options.read();
    const operations = fastJsonPatch.compare(state, next);
    state = next;
    if (operations.length === 0) return;
    version += 1;
    fullData = undefined;
    deltas.push({ version, operations: JSON.stringify(operations).slice(1, -1) });
    if (deltas.length > options.keep) deltas.shift();
    for (const listener of listeners) listener();
  };

  return {
    frameSince(held) {
      if (held === version) return undefined;
      const behind = held === undefined ? Infinity : version - held;
      if (behind > 0 && behind <= deltas.length) {
        const operations = deltas.slice(-behind).map((delta) => delta.operations);
        return { kind: 'patch', version, data: `[${operations.join(',')}]` };
      }
      fullData ??= JSON.stringify(state);
      return { kind: 'full', version, data: fullData };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      stale = true;
      if (stopped || timer) return;
      timer = setTimeout(build, Math.max(0, lastReadAt + options.intervalMs - Date.now()));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}

/**
 * One feed per key (an account) while it has viewers: the first viewer opens it, the last one to
 * leave stops it. `open` makes a key's feed and wires what keeps it current.
 */
export function feedsByKey(open: (key: string) => { feed: StateFeed; stop(): void }) {
  const feeds = new Map<string, { feed: StateFeed; stop(): void; viewers: number }>();
  return {
    /** The key's feed for one more viewer, and the release that viewer calls when it leaves. */
    join(key: string): { feed: StateFeed; leave(): void } {
      let entry = feeds.get(key);
      if (!entry) {
        entry = { ...open(key), viewers: 0 };
        feeds.set(key, entry);
      }
      entry.viewers += 1;
      const joined = entry;
      let left = false;
      return {
        feed: joined.feed,
        leave() {
          if (left) return;
          left = true;
          joined.viewers -= 1;
          if (joined.viewers > 0) return;
          feeds.delete(key);
          joined.stop();
        },
      };
    },
    /** Viewers of the key's feed now (their number is capped per account). */
    viewersOf(key: string): number {
      return feeds.get(key)?.viewers ?? 0;
    },
    /** Feeds open now (one per key with viewers). */
    get size() {
      return feeds.size;
    },
  };
}
