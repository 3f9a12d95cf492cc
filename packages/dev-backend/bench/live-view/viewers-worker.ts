// A share of bench:live-view's viewers, in a worker thread of its own so that parsing thousands
// of streams does not delay the clock the lags are read from. For each viewer it keeps the
// moments its shown trainer count changed (wall-clock milliseconds, comparable across threads),
// and hands them back when told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import { LiveViewReader } from '../sessions/live-view-reader.ts';

export interface WorkerInput {
  eventsUrl: string;
  viewers: { account: number; uid: string }[];
  /** Viewers opened at once. */
  concurrency: number;
}

export interface ViewerRecord {
  account: number;
  /** [when, trainers shown] each time the shown trainer count changed. */
  changes: [number, number][];
  events: number;
  dropped: number;
  refused: number;
}

export type WorkerMessage =
  { kind: 'opened'; refused: number } | { kind: 'records'; records: ViewerRecord[] };

const now = () => performance.timeOrigin + performance.now();
const input = workerData as WorkerInput;
const port = parentPort;
if (!port) throw new Error('viewers-worker runs as a worker thread');

const readers = input.viewers.map(({ account, uid }) => {
  const reader = new LiveViewReader(input.eventsUrl, uid);
  const record: ViewerRecord = { account, changes: [], events: 0, dropped: 0, refused: 0 };
  reader.onState = (state) => {
    const shown = state.counts.trainer;
    if (record.changes.at(-1)?.[1] !== shown) record.changes.push([now(), shown]);
  };
  return { reader, record };
});

let refused = 0;
for (let start = 0; start < readers.length; start += input.concurrency) {
  const statuses = await Promise.all(
    readers.slice(start, start + input.concurrency).map(({ reader }) => reader.open()),
  );
  refused += statuses.filter((status) => status !== 200).length;
}
port.postMessage({ kind: 'opened', refused } satisfies WorkerMessage);

port.once('message', () => {
  for (const { reader, record } of readers) {
    reader.close();
    record.events = reader.stats.events;
    record.dropped = reader.stats.dropped;
    record.refused = [...reader.stats.refused.values()].reduce((sum, n) => sum + n, 0);
  }
  port.postMessage({ kind: 'records', records: readers.map(({ record }) => record) } satisfies WorkerMessage);
  port.close();
});
