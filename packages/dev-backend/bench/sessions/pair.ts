// A simulator and the trainer the service attached it to. Every frame carries the account, the
// pair, a sequence number and its send time, so the receiver measures the relay latency, proves
// the frame is its own, and finds per direction the frames lost (gaps), duplicated (repeats) and
// out of order.
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
  latenciesMs: number[];
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
    latenciesMs: [],
  };
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
  }) {
    if (options.frameBytes < HEADER_BYTES) throw new Error(`frames must be at least ${HEADER_BYTES} bytes`);
    ({
      trainer: this.trainer,
      simulator: this.simulator,
      account: this.account,
      index: this.index,
    } = options);
    this.frameBytes = options.frameBytes;
    this.trainer.onBinary = (data) => this.receive('trainer', data.subarray(PEER_ID_BYTES), peerIdOf(data));
    this.simulator.onBinary = (data) => this.receive('simulator', data, this.trainer.id);
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

  /** Frames sent that never arrived: gaps in the sequence, refused sends included. */
  get lost(): number {
    const { sent, received } = this.stats;
    return sent.simulator - received.trainer + (sent.trainer - received.simulator);
  }

  /** Every frame sent has arrived at the other side. */
  get drained(): boolean {
    const { sent, received } = this.stats;
    return received.trainer === sent.simulator && received.simulator === sent.trainer;
  }
}
