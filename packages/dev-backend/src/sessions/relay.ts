// Binary frames between a simulator and its trainer, with backpressure. A simulator's payload
// goes to its trainer prefixed with the simulator's id (4 bytes); a trainer's frame names a
// simulator by those 4 bytes and goes only to that simulator, and only if it is attached to this
// trainer: the lookup is in the trainer's own map, so no frame can reach another account.
//
// Backpressure: when a receiver's outbound buffer passes half its bound (or it is held after a
// drop), the server stops reading from the senders feeding it until it drains. A receiver that
// stays over that mark longer than the stall timeout, or passes the whole bound, is closed (4008).
import type { SessionContext } from './context.ts';
import { PEER_ID_BYTES } from '@remoterl/contract';
import type { Session } from './session.ts';

const peerHeaders = new WeakMap<Session, Buffer>();
const headerOf = (session: Session): Buffer => {
  let header = peerHeaders.get(session);
  if (!header) {
    header = Buffer.from(session.id, 'hex');
    peerHeaders.set(session, header);
  }
  return header;
};

/** Frames kept for a held receiver until its client resumes (bounded like a socket buffer). */
const pending = new WeakMap<Session, { frames: Buffer[]; bytes: number }>();

const holdReason = (receiver: Session) => `to:${receiver.id}`;

/** Lets every sender that waits on `receiver` read again, and stops its stall clock. */
export function releaseSenders(receiver: Session): void {
  clearTimeout(receiver.stallTimer);
  receiver.stallTimer = undefined;
  for (const sender of receiver.waitingSenders) sender.releaseReading(holdReason(receiver));
  receiver.waitingSenders.clear();
}

function waitFor(context: SessionContext, sender: Session, receiver: Session): void {
  if (!receiver.waitingSenders.has(sender)) {
    receiver.waitingSenders.add(sender);
    sender.holdReading(holdReason(receiver));
  }
  // A held receiver is bounded by its hold period instead of the stall timeout.
  if (receiver.socket && !receiver.stallTimer) {
    receiver.stallTimer = setTimeout(() => {
      receiver.stallTimer = undefined;
      if (receiver.bufferedBytes >= context.config.maxBufferedBytes / 2) {
        context.end(receiver, { kind: 'slow-reader' });
      }
    }, context.config.stallTimeoutMs);
  }
}

function deliver(context: SessionContext, sender: Session, receiver: Session, parts: Buffer[]): void {
  const { maxBufferedBytes } = context.config;
  const highWater = maxBufferedBytes / 2;
  sender.frames += 1;
  receiver.framesReceived += 1;
  if (!receiver.socket) {
    const queue = pending.get(receiver) ?? { frames: [], bytes: 0 };
    pending.set(receiver, queue);
    const frame = Buffer.concat(parts);
    if (queue.bytes + frame.length > maxBufferedBytes) {
      sender.frames -= 1;
      receiver.framesReceived -= 1;
      sender.dropped += 1;
    } else {
      queue.frames.push(frame);
      queue.bytes += frame.length;
    }
    waitFor(context, sender, receiver);
    return;
  }
  receiver.sendBinary(parts, () => {
    if (receiver.waitingSenders.size > 0 && receiver.bufferedBytes < highWater / 2) releaseSenders(receiver);
  });
  const buffered = receiver.bufferedBytes;
  if (buffered > maxBufferedBytes) context.end(receiver, { kind: 'slow-reader' });
  else if (buffered >= highWater) waitFor(context, sender, receiver);
}

/** Sends what a held receiver missed once its client is back on a new socket. */
export function flushPending(receiver: Session): void {
  const queue = pending.get(receiver);
  pending.delete(receiver);
  const frames = queue?.frames ?? [];
  if (frames.length === 0) {
    releaseSenders(receiver);
    return;
  }
  frames.forEach((frame, index) =>
    receiver.sendBinary([frame], index === frames.length - 1 ? () => releaseSenders(receiver) : () => {}),
  );
}

export type RelayOutcome = 'relayed' | 'dropped' | 'malformed';

/** Relays one binary frame `data` that `sender` sent. */
export function relayBinary(context: SessionContext, sender: Session, data: Buffer): RelayOutcome {
  if (sender.paused) {
    sender.dropped += 1;
    return 'dropped';
  }
  if (sender.role === 'simulator') {
    if (!sender.trainer) {
      // The trainer left a moment ago and the simulator had not yet read `unpaired`.
      sender.dropped += 1;
      return 'dropped';
    }
    deliver(context, sender, sender.trainer, [headerOf(sender), data]);
    return 'relayed';
  }
  if (data.length < PEER_ID_BYTES) return 'malformed';
  const simulator = sender.simulators.get(data.subarray(0, PEER_ID_BYTES).toString('hex'));
  if (!simulator) {
    // Detached a moment ago (or never ours): never looked up anywhere else.
    sender.dropped += 1;
    return 'dropped';
  }
  deliver(context, sender, simulator, [data.subarray(PEER_ID_BYTES)]);
  return 'relayed';
}
