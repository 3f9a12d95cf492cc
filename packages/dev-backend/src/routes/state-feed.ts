// One account's live-view state, built once for all of its viewers (docs/decisions.md, "Live-view
// streams"). The state is read at most once per interval, diffed once against the last build
// (JSON Patch, RFC 6902), serialized once and encoded once: every viewer of the account sends the
// same bytes. Before this, each viewer read, diffed and serialized the state itself: 2,000 viewers
// cost 2,000 builds a second, which is where the live view's lag and a stalled stream's memory
// came from; and each viewer's write then encoded its own copy of the text.
import { patchWriter } from './patch-text.ts';

/** What one viewer sends next: the full state, or the operations since its last version. */
export interface FeedFrame {
  kind: 'full' | 'patch';
  /** The version the viewer holds once it has sent this frame. */
  version: number;
  /**
   * The event's data field and the blank line that ends the event (`data: <JSON>\n\n`), encoded
   * once and shared by every viewer that sends the same frame: never written to.
   */
  data: Buffer;
}

export interface StateFeed {
  /**
   * The frame a viewer that holds `version` sends next (none yet: the full state); undefined when
   * it is up to date. The deltas since `version`, or the full state when the viewer is further
   * behind than the deltas kept or when the deltas would be longer than the state.
   */
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

const DATA_OPEN = 'data: ';
const DATA_CLOSE = '\n\n';
/** The event's data field holding `json`, encoded: the bytes every viewer of a frame shares. */
function dataField(json: string): Buffer {
  // Written in place: a template string would be copied once more to be flattened first.
  const data = Buffer.allocUnsafeSlow(DATA_OPEN.length + Buffer.byteLength(json) + DATA_CLOSE.length);
  let offset = data.write(DATA_OPEN);
  offset += data.write(json, offset);
  data.write(DATA_CLOSE, offset);
  return data;
}
/** The JSON inside a data field, as a view (no copy). */
const jsonOf = (data: Buffer) => data.subarray(DATA_OPEN.length, data.length - DATA_CLOSE.length);

/**
 * A version's operations as one event's data field, `data: [<operations>]\n\n`; catch-ups are
 * the operations of several, concatenated into one array.
 */
const CATCH_UP_OPEN_TEXT = `${DATA_OPEN}[`;
const CATCH_UP_CLOSE_TEXT = `]${DATA_CLOSE}`;
const CATCH_UP_OPEN = Buffer.from(CATCH_UP_OPEN_TEXT);
const CATCH_UP_SEPARATOR = Buffer.from(',');
const CATCH_UP_CLOSE = Buffer.from(CATCH_UP_CLOSE_TEXT);
const operationsOf = (delta: Buffer) =>
  delta.subarray(CATCH_UP_OPEN.length, delta.length - CATCH_UP_CLOSE.length);

export function openStateFeed<State extends object>(options: StateFeedOptions<State>): StateFeed {
  let version = 1;
  /**
   * The current state as the full frame's data field. It is also what the next read is diffed
   * against (parsed back): the feed keeps the state as bytes outside the JavaScript heap, not as
   * objects that live from one read to the next: objects that outlive collections are what make
   * V8 grow its young generation.
   */
  let fullData = dataField(JSON.stringify(options.read()));
  const patches = patchWriter();
  /** The newest deltas, oldest first, as data fields; the last one leads to `version`. */
  const deltas: Buffer[] = [];
  /**
   * Frames of the current version, built at the first viewer that asks and shared by the others:
   * key 0 is the full state, key n the deltas of the last n versions. Emptied by a new version.
   */
  const frames = new Map<number, FeedFrame>();
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
    const nextData = dataField(JSON.stringify(next));
    if (nextData.equals(fullData)) return;
    const previous = JSON.parse(jsonOf(fullData).toString('utf8')) as State;
    const delta = patches.patch(previous, next, CATCH_UP_OPEN_TEXT, CATCH_UP_CLOSE_TEXT);
    if (!delta) {
      // The same state with its keys in another order: no version; later reads compare with this.
      fullData = nextData;
      frames.delete(0);
      return;
    }
    version += 1;
    fullData = nextData;
    frames.clear();
    deltas.push(delta);
    if (deltas.length > options.keep) deltas.shift();
    for (const listener of listeners) listener();
  };

  const full = (): FeedFrame => {
    let frame = frames.get(0);
    if (!frame) {
      frame = { kind: 'full', version, data: fullData };
      frames.set(0, frame);
    }
    return frame;
  };

  /**
   * The last `behind` deltas as one event. A catch-up (more than one) longer than the state is
   * the state instead; one delta is sent as it is, which keeps a reading viewer on deltas.
   */
  const catchUp = (behind: number): FeedFrame => {
    let frame = frames.get(behind);
    if (frame) return frame;
    const missed = deltas.slice(-behind);
    if (behind === 1) {
      frame = { kind: 'patch', version, data: missed[0] as Buffer };
    } else {
      // The brackets and commas of the one array the deltas make together.
      const bytes =
        CATCH_UP_OPEN.length +
        missed.reduce((sum, delta) => sum + operationsOf(delta).length, behind - 1) +
        CATCH_UP_CLOSE.length;
      if (bytes >= fullData.length) {
        frame = full();
      } else {
        const parts = missed.flatMap((delta, index) =>
          index === 0 ? [operationsOf(delta)] : [CATCH_UP_SEPARATOR, operationsOf(delta)],
        );
        const data = Buffer.concat([CATCH_UP_OPEN, ...parts, CATCH_UP_CLOSE], bytes);
        frame = { kind: 'patch', version, data };
      }
    }
    frames.set(behind, frame);
    return frame;
  };

  return {
    frameSince(held) {
      if (held === version) return undefined;
      const behind = held === undefined ? Infinity : version - held;
      return behind > 0 && behind <= deltas.length ? catchUp(behind) : full();
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
      frames.clear();
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
