import type { WebSocket } from 'ws';
import type { Role, ServerFrame, SessionRow, TimelineEvent } from '@remoterl/contract';

/** What the live view shows of a session's state: the contract's, written once (live-view.ts). */
export type SessionState = SessionRow['state'];

/**
 * One client process connected under an API key: its socket (none while held after a drop),
 * its peer(s) and its counters. Pairing, metering and ending live in their own modules; this
 * class only keeps the session's own facts and writes to its socket.
 */
export class Session {
  readonly connectedAt: number;
  socket: WebSocket | null;
  lastHeartbeatAt: number | null = null;
  bytesIn = 0;
  bytesOut = 0;
  /** Binary frames of this session that were relayed (steps). */
  frames = 0;
  /** Binary frames relayed to this session (live health). */
  framesReceived = 0;
  /** The last WebSocket ping's round trip, in ms; null before the first pong. */
  roundTripMs: number | null = null;
  /** When its socket dropped, while held for resume. */
  heldAt: number | null = null;
  /** Binary frames dropped because their peer had just left (a normal race on detach). */
  dropped = 0;
  /** A simulator's trainer. */
  trainer: Session | null = null;
  /** A trainer's simulators, by id. */
  readonly simulators = new Map<string, Session>();
  /** What the history shows of its life (docs/decisions.md, "Session history"). */
  readonly timeline: { at: number; event: TimelineEvent['event'] }[] = [];
  /** The last peer it was paired with, kept after unpairing for the history. */
  lastPeer: string | null = null;
  /** The close code of a socket that closed without the server ending the session. */
  closeCode: number | null = null;
  /** Set once the session is over; late events about it are ignored. */
  ended = false;
  /** The account has no data left (its credit or its spend limit). */
  accountPaused = false;
  /** Its key's own spend limit is reached; the account's other keys run on. */
  keyPaused = false;

  /** Metering: scaled milliseconds metered so far, since when, and what was recorded. */
  meterFrom: number | null = Date.now();
  meteredMs = 0;
  recordedMilliHours = 0;

  /** Backpressure: senders paused because this session's outbound buffer is full or it is held. */
  readonly waitingSenders = new Set<Session>();
  stallTimer: NodeJS.Timeout | undefined;
  holdTimer: NodeJS.Timeout | undefined;
  private readonly readHolds = new Set<string>();

  readonly id: string;
  readonly token: string;
  readonly uid: string;
  readonly apiKey: string;
  /** Which of the account's keys it opened with (`primary` or a named key's id): its spend's key. */
  readonly keyId: string;
  readonly role: Role;
  /** The client's name and version from its hello. */
  readonly client: string | undefined;

  constructor(init: {
    id: string;
    token: string;
    uid: string;
    apiKey: string;
    keyId: string;
    role: Role;
    /** None for a session restored from its checkpoint after a restart (held until it resumes). */
    socket: WebSocket | null;
    client?: string | undefined;
    connectedAt?: number;
  }) {
    this.connectedAt = init.connectedAt ?? Date.now();
    this.client = init.client;
    this.timeline.push({ at: this.connectedAt, event: 'connected' });
    this.id = init.id;
    this.token = init.token;
    this.uid = init.uid;
    this.apiKey = init.apiKey;
    this.keyId = init.keyId;
    this.role = init.role;
    this.socket = init.socket;
  }

  mark(event: TimelineEvent['event']): void {
    this.timeline.push({ at: Date.now(), event });
  }

  /** Paused for either reason: frames are not relayed and time is not metered. */
  get paused(): boolean {
    return this.accountPaused || this.keyPaused;
  }

  get state(): SessionState {
    if (!this.socket) return 'held';
    if (this.paused) return 'paused';
    const paired = this.role === 'simulator' ? this.trainer !== null : this.simulators.size > 0;
    return paired ? 'active' : 'waiting';
  }

  /** Bytes queued for this session's socket and not yet handed to the network. */
  get bufferedBytes(): number {
    return this.socket?.bufferedAmount ?? 0;
  }

  send(frame: ServerFrame): void {
    const text = JSON.stringify(frame);
    this.bytesOut += Buffer.byteLength(text);
    this.socket?.send(text);
  }

  /** Sends binary parts as one frame; `flushed` runs once the data has left the process. */
  sendBinary(parts: readonly Buffer[], flushed: () => void): void {
    const data = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    this.bytesOut += data.length;
    this.socket?.send(data, { binary: true }, flushed);
  }

  /** Stops reading this session's socket for `reason` until every reason is released. */
  holdReading(reason: string): void {
    this.readHolds.add(reason);
    this.socket?.pause();
  }

  releaseReading(reason: string): void {
    this.readHolds.delete(reason);
    if (this.readHolds.size === 0) this.socket?.resume();
  }

  /** Reads again whatever held it: an ending session must read its client's close reply. */
  releaseAllReads(): void {
    this.readHolds.clear();
    this.socket?.resume();
  }

  /** After a resume onto a new socket, apply the holds that are still in force. */
  reapplyReadHolds(): void {
    if (this.readHolds.size > 0) this.socket?.pause();
  }
}
