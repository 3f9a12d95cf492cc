// A simulator and the trainer the service attached it to. Every frame carries the account, the
// pair, a sequence number and its send time, so the receiver measures the relay latency, proves
// the frame is its own, and finds per direction the frames lost (gaps), duplicated (repeats) and
// out of order. While the account is paused for lack of data (AUTH-004) both sides stop
// sending; the frames the service read in that window it drops by design ("Metering": a paused
// session relays nothing), so those are counted apart from frames lost.
import { PEER_ID_BYTES, peerIdBytes, peerIdOf } from '@remoterl/cli';
import type { Endpoint } from './endpoint.ts';

type Side = 'simulator' | 'trainer';

export interface PairStats {
  /** Frames each side tried to send, refused sends on a closed socket included (they are lost). */
  sent: { simulator: number; trainer: number };
  /** Distinct frames each side received. */
  received: { simulator: number; trainer: number };
  /** Frames received again (a sequence number already seen). */
  duplicated: number;
  /** Frames received after a later one of the same direction. */
  outOfOrder: number;
  /** Frames whose account, pair or simulator id was not the receiver's own. */
  crossed: number;
  /** Frames that arrived between the receiver's `paused` and its `resumed`. */
  relayedWhilePaused: number;
  /** The first few of them, described. */
  whilePausedNotes: string[];
  /** Pauses seen (by the simulator; the trainer is paused in the same step). */
  pauses: number;
  latenciesMs: number[];
}

/**
 * Sequence numbers of one direction a pause may have dropped: above the highest the receiver had
 * when its `paused` came, below the sender's next one when its `resumed` came (or when it stopped).
 */
interface PauseWindow {
  after: number;
  before: number | undefined;
}

const HEADER_BYTES = 4 + 2 + 2 + 8;

function frame(size: number, account: number, pair: number, sequence: number): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32LE(sequence, 0);
  buffer.writeUInt16LE(account, 4);
  buffer.writeUInt16LE(pair, 6);
  buffer.writeDoubleLE(performance.now(), 8);
  return buffer;
}

export class Pair {
  readonly stats: PairStats = {
    sent: { simulator: 0, trainer: 0 },
    received: { simulator: 0, trainer: 0 },
    duplicated: 0,
    outOfOrder: 0,
    crossed: 0,
    relayedWhilePaused: 0,
    whilePausedNotes: [],
    pauses: 0,
    latenciesMs: [],
  };
  /** Called once per pause, when the first side hears of it (the soak tops up the account). */
  private readonly onPause: () => void;
  /** Per receiving side, the windows in which a pause could drop what was sent to it. */
  private readonly pauseWindows: Record<Side, PauseWindow[]> = { simulator: [], trainer: [] };
  private readonly pausedNow: Record<Side, boolean> = { simulator: false, trainer: false };
  /** Per receiving side: the sequence numbers seen and the highest one. */
  private readonly seen: Record<Side, { numbers: Set<number>; highest: number }> = {
    simulator: { numbers: new Set(), highest: -1 },
    trainer: { numbers: new Set(), highest: -1 },
  };
  readonly trainer: Endpoint;
  readonly simulator: Endpoint;
  readonly account: number;
  readonly index: number;
  private readonly frameBytes: number;

  constructor(options: {
    trainer: Endpoint;
    simulator: Endpoint;
    account: number;
    index: number;
    frameBytes: number;
    onPause?: () => void;
  }) {
    if (options.frameBytes < HEADER_BYTES) throw new Error(`frames must be at least ${HEADER_BYTES} bytes`);
    ({
      trainer: this.trainer,
      simulator: this.simulator,
      account: this.account,
      index: this.index,
    } = options);
    this.frameBytes = options.frameBytes;
    this.onPause = options.onPause ?? (() => {});
    this.trainer.onBinary = (data) => this.receive('trainer', data.subarray(PEER_ID_BYTES), peerIdOf(data));
    this.simulator.onBinary = (data) => this.receive('simulator', data, this.trainer.id);
    for (const side of ['simulator', 'trainer'] as const) {
      this[side].onControl = (control) => {
        if (control.type === 'paused') this.paused(side);
        if (control.type === 'resumed') this.resumed(side);
      };
      // A session opened into an account already paused heard `paused` before it was paired.
      if (this[side].isPaused) this.paused(side);
    }
  }

  private endpointOf(side: Side): Endpoint {
    return side === 'simulator' ? this.simulator : this.trainer;
  }

  private paused(side: Side): void {
    if (this.pausedNow[side]) return;
    const other: Side = side === 'simulator' ? 'trainer' : 'simulator';
    if (!this.pausedNow[other]) {
      this.stats.pauses += 1;
      this.onPause();
    }
    this.pausedNow[side] = true;
    this.endpointOf(side).holdSending = true;
    // Windows do not overlap: a new one starts no earlier than the last one ended.
    const previous = this.pauseWindows[side].at(-1)?.before ?? 0;
    this.pauseWindows[side].push({
      after: Math.max(this.seen[side].highest, previous - 1),
      before: undefined,
    });
  }

  private resumed(side: Side): void {
    if (!this.pausedNow[side]) return;
    this.pausedNow[side] = false;
    const sender = this.endpointOf(side);
    sender.holdSending = false;
    const other: Side = side === 'simulator' ? 'trainer' : 'simulator';
    const open = this.pauseWindows[other].findLast((window) => window.before === undefined);
    if (open) open.before = sender.nextSequence;
  }

  private receive(side: Side, payload: Buffer, from: string): void {
    const expectedFrom = side === 'trainer' ? this.simulator.id : this.trainer.id;
    const own =
      payload.length === this.frameBytes &&
      payload.readUInt16LE(4) === this.account &&
      payload.readUInt16LE(6) === this.index &&
      from === expectedFrom;
    if (!own) {
      this.stats.crossed += 1;
      return;
    }
    const sequence = payload.readUInt32LE(0);
    const seen = this.seen[side];
    if (seen.numbers.has(sequence)) {
      this.stats.duplicated += 1;
      return;
    }
    seen.numbers.add(sequence);
    if (this.pausedNow[side]) {
      this.stats.relayedWhilePaused += 1;
      // Kept for the report: which frame came through, and the pause it came through.
      if (this.stats.whilePausedNotes.length < 3)
        this.stats.whilePausedNotes.push(
          `to the ${side}: #${sequence}, pause windows ${JSON.stringify(this.pauseWindows[side])}`,
        );
    }
    if (sequence < seen.highest) this.stats.outOfOrder += 1;
    seen.highest = Math.max(seen.highest, sequence);
    this.stats.received[side] += 1;
    this.stats.latenciesMs.push(performance.now() - payload.readDoubleLE(8));
  }

  start(fps: number): void {
    const toSimulator = peerIdBytes(this.simulator.id);
    const make = (sequence: number) => frame(this.frameBytes, this.account, this.index, sequence);
    this.simulator.startSending(fps, make, () => (this.stats.sent.simulator += 1));
    this.trainer.startSending(
      fps,
      (sequence) => Buffer.concat([toSimulator, make(sequence)]),
      () => (this.stats.sent.trainer += 1),
    );
  }

  stop(): void {
    this.simulator.stopSending();
    this.trainer.stopSending();
  }

  /** Frames to `side` that a pause dropped: missing numbers inside its pause windows. */
  private droppedAtPauseTo(side: Side): number {
    const sender = this.endpointOf(side === 'simulator' ? 'trainer' : 'simulator');
    const { numbers } = this.seen[side];
    let dropped = 0;
    for (const window of this.pauseWindows[side]) {
      const before = window.before ?? sender.nextSequence;
      for (let sequence = window.after + 1; sequence < before; sequence += 1)
        if (!numbers.has(sequence)) dropped += 1;
    }
    return dropped;
  }

  /** Frames the service dropped by design while the account was paused, both ways. */
  get droppedAtPause(): number {
    return this.droppedAtPauseTo('simulator') + this.droppedAtPauseTo('trainer');
  }

  /** Frames sent that never arrived: gaps in the sequence, refused sends included, pauses not. */
  get lost(): number {
    const { sent, received } = this.stats;
    return sent.simulator - received.trainer + (sent.trainer - received.simulator) - this.droppedAtPause;
  }

  /** Every frame sent has arrived at the other side (or was dropped by a pause). */
  get drained(): boolean {
    return this.lost === 0;
  }
}
