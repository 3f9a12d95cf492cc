// The session service stand-in: opens, resumes and ends sessions, meters them, pauses an account
// that has run out of data, and answers the portal's live view. The WebSocket plumbing is in
// websocket.ts; relaying, pairing and metering each have their own module.
import type { WebSocket } from 'ws';
import type { Alerts } from '../alerts/alerts.ts';
import type { Store } from '../store/index.ts';
import { closeFor } from './closing.ts';
import type { SessionConfig } from './config.ts';
import type { SessionContext } from './context.ts';
import { dataLeft, megabytes } from './data-left.ts';
import { createKeyPauses } from './key-pauses.ts';
import type { Ending } from './ending.ts';
import { maxSimulators } from './handshake.ts';
import { kilobytesPerStep, meterSessions, startMetering, stopMetering } from './meter.ts';
import { placeSimulator, placeTrainer, unpair } from './pairing.ts';
import type { Role } from '@remoterl/contract';
import { Registry } from './registry.ts';
import { flushPending, releaseSenders } from './relay.ts';
import { recordEnded } from './history-hook.ts';
import { restoreSessions } from './restore.ts';
import { Session } from './session.ts';
import { snapshotOf, type SessionsSnapshot } from './snapshot.ts';

const EXHAUSTED = 'exhausted';

export interface SessionService {
  readonly context: SessionContext;
  readonly store: Store;
  open(
    socket: WebSocket,
    init: { uid: string; apiKey: string; keyId: string; role: Role; client?: string | undefined },
  ): Session;
  resume(socket: WebSocket, session: Session): void;
  /** The session's socket closed without the server ending it: hold it, or end it. */
  socketClosed(session: Session, socket: WebSocket, code: number): void;
  /** Credit or usage changed: pause the account's sessions at zero, resume them after a top-up. */
  accountChanged(uid: string): void;
  /** The key was replaced: its sessions end with AUTH-003. */
  endKey(apiKey: string): void;
  disconnect(uid: string, sessionId: string): boolean;
  setBlocked(uid: string, blocked: boolean): void;
  snapshot(uid: string): SessionsSnapshot;
  /** Calls `listener` when the account's sessions change (not counters); answers an unsubscribe. */
  watch(uid: string, listener: () => void): () => void;
  /** Changes with every frame of the account; compared by live views once a second. */
  counterStamp(uid: string): number;
  /** Ends every session (the store was wiped). */
  endAll(ending: Ending): void;
  close(): void;
}

export function createSessionService(deps: {
  config: SessionConfig;
  store: Store;
  dashboardUrl: string;
  /** E-mails thresholds crossed and sessions stopped (docs/decisions.md, "Alerts"). */
  alerts?: Alerts;
}): SessionService {
  const { config, store } = deps;
  const registry = new Registry();
  const context: SessionContext = { config, registry, end };

  function welcome(session: Session, resumed: boolean): void {
    const left = dataLeft(store, session.uid);
    session.send({
      type: 'welcome',
      sessionId: session.id,
      sessionToken: session.token,
      role: session.role,
      resumed,
      dataLeftMb: megabytes(left.kilobytes),
      plan: left.plan,
      limits: {
        maxSimulators: maxSimulators(store, session.uid),
        maxFrameBytes: config.maxFrameBytes,
        maxBufferedBytes: config.maxBufferedBytes,
        heartbeatMs: config.heartbeatMs,
      },
      dashboardUrl: deps.dashboardUrl,
    });
  }

  /** The paused frame, naming the spend limit when that, not the credit, ran out. */
  function pausedFrame(uid: string) {
    const { limit } = dataLeft(store, uid);
    return { type: 'paused', code: 'AUTH-004', graceMs: config.graceMs, ...(limit && { limit }) } as const;
  }

  function pause(session: Session): void {
    session.accountPaused = true;
    session.mark('paused');
    stopMetering(session);
    session.holdReading(EXHAUSTED);
    session.send(pausedFrame(session.uid));
  }

  // Sessions of a key at its own spend limit pause and end alone (key-pauses.ts).
  const keyPauses = createKeyPauses({ store, config, registry, end, alerts: deps.alerts });

  function end(session: Session, ending: Ending): void {
    if (session.ended) return;
    meterSessions(store, session.uid, [session], config.clockRate, true);
    session.ended = true;
    clearTimeout(session.holdTimer);
    const peers = session.trainer ? [session.trainer] : [...session.simulators.values()];
    for (const peer of peers) peer.waitingSenders.delete(session);
    registry.remove(session);
    unpair(registry, session);
    releaseSenders(session);
    session.releaseAllReads();
    closeFor(session, ending);
    recordEnded(store, session, ending);
    registry.forgetIfIdle(session.uid);
    registry.changed(session.uid);
    accountChanged(session.uid);
  }

  function pauseAccount(uid: string, sessions: Session[]): void {
    const account = registry.account(uid);
    meterSessions(store, uid, sessions, config.clockRate);
    for (const session of sessions) pause(session);
    account.graceEndsAt = Date.now() + config.graceMs;
    account.graceTimer = setTimeout(() => {
      account.graceTimer = undefined;
      // Credit may have come back without a session left to notice (see accountChanged).
      const left = dataLeft(store, uid);
      if (!runsOut(uid, registry.sessionsOf(uid))) resumeAccount(uid, registry.sessionsOf(uid));
      else {
        for (const session of registry.sessionsOf(uid))
          end(session, { kind: 'refusal', code: 'AUTH-004', limit: left.limit });
        deps.alerts?.sessionsStopped(uid, left.limit);
      }
      registry.forgetIfIdle(uid);
    }, config.graceMs);
    registry.changed(uid);
  }

  function resumeAccount(uid: string, sessions: Session[]): void {
    const account = registry.existing(uid);
    if (account) {
      clearTimeout(account.graceTimer);
      account.graceTimer = undefined;
    }
    for (const session of sessions) {
      if (!session.accountPaused) continue;
      session.accountPaused = false;
      session.releaseReading(EXHAUSTED);
      // A session its key's own limit holds stays paused (key-pauses.ts resumes it).
      if (session.keyPaused) continue;
      session.mark('resumed');
      startMetering(session);
      session.send({ type: 'resumed' });
    }
    registry.changed(uid);
  }

  /**
   * The pause rule (docs/decisions.md, "Metering"): `sessions` would overrun the account's data
   * left within one metering step, so they pause now rather than after the overrun.
   */
  function runsOut(uid: string, sessions: Session[]): boolean {
    const left = dataLeft(store, uid).kilobytes;
    return left <= 0 || left < kilobytesPerStep(sessions, config.meterIntervalMs, config.clockRate);
  }

  function accountChanged(uid: string): void {
    deps.alerts?.accountChanged(uid);
    const sessions = registry.sessionsOf(uid);
    const paused = registry.existing(uid)?.graceTimer !== undefined;
    if (sessions.length === 0) {
      // Nothing to pause or resume; a pending grace must not outlive the sessions it was for.
      if (paused) resumeAccount(uid, []);
      keyPauses.check(uid, []);
      registry.forgetIfIdle(uid);
      return;
    }
    const empty = runsOut(uid, sessions);
    if (empty && !paused) pauseAccount(uid, sessions);
    else if (!empty && paused) resumeAccount(uid, sessions);
    // A session opened in the grace (its handshake still saw data left) joins the pause at once.
    else if (empty) for (const session of sessions) if (!session.accountPaused) pause(session);
    // Each key's own limit, for the sessions the account lets run.
    if (keyPauses.check(uid, registry.sessionsOf(uid))) registry.changed(uid);
  }

  const meterTimer = setInterval(() => {
    for (const [uid, account] of registry.allAccounts()) {
      meterSessions(store, uid, account.sessions, config.clockRate);
      accountChanged(uid);
    }
  }, config.meterIntervalMs);
  meterTimer.unref();
  for (const uid of restoreSessions(store, context)) accountChanged(uid);

  return {
    context,
    store,

    open(socket, init) {
      const session = new Session({
        ...init,
        id: registry.newSessionId(),
        token: registry.newSessionToken(),
        socket,
      });
      registry.add(session);
      store.apiKeys.markUsed(session.apiKey);
      // Checkpointed from the start, so a crash at any moment leaves its token resumable.
      meterSessions(store, session.uid, [session], config.clockRate);
      welcome(session, false);
      if (session.role === 'simulator') placeSimulator(registry, session);
      else placeTrainer(registry, session);
      registry.changed(session.uid);
      accountChanged(session.uid);
      return session;
    },

    resume(socket, session) {
      const previous = session.socket;
      session.socket = socket;
      session.closeCode = null;
      session.mark('resumed');
      clearTimeout(session.holdTimer);
      session.holdTimer = undefined;
      // The old socket may not have noticed its drop yet; this one takes over.
      previous?.close(4011, 'resumed on another socket');
      welcome(session, true);
      if (session.role === 'simulator') {
        session.send(session.trainer ? { type: 'paired', trainer: session.trainer.id } : { type: 'waiting' });
      } else {
        for (const id of session.simulators.keys()) session.send({ type: 'attached', simulator: id });
      }
      if (session.accountPaused) session.send(pausedFrame(session.uid));
      else if (session.keyPaused) session.send(keyPauses.pausedFrame(session));
      session.reapplyReadHolds();
      flushPending(session);
      registry.changed(session.uid);
    },

    socketClosed(session, socket, code) {
      if (session.ended || session.socket !== socket) return;
      session.closeCode = code;
      if (code === 1000 || config.holdMs === 0) {
        session.socket = null;
        end(session, { kind: 'gone' });
        return;
      }
      // Dropped: hold the session for its token; its time keeps counting, as the service documents.
      session.socket = null;
      session.mark('held');
      session.heldAt = Date.now();
      clearTimeout(session.stallTimer);
      session.stallTimer = undefined;
      session.holdTimer = setTimeout(() => end(session, { kind: 'gone' }), config.holdMs);
      registry.changed(session.uid);
    },

    accountChanged,

    endKey(apiKey) {
      for (const session of registry.all()) {
        if (session.apiKey === apiKey) end(session, { kind: 'refusal', code: 'AUTH-003' });
      }
    },

    disconnect(uid, sessionId) {
      const session = registry.find(uid, sessionId);
      if (!session) return false;
      end(session, { kind: 'disconnected' });
      return true;
    },

    setBlocked(uid, blocked) {
      store.sessionBlocks.setBlocked(uid, blocked);
      registry.changed(uid);
    },

    snapshot: (uid) => snapshotOf(store, registry, config, uid),
    watch: (uid, listener) => registry.watch(uid, listener),
    counterStamp: (uid) => registry.counterStampOf(uid),

    endAll(ending) {
      keyPauses.clear();
      for (const [uid, account] of registry.allAccounts()) {
        clearTimeout(account.graceTimer);
        account.graceTimer = undefined;
        registry.forgetIfIdle(uid);
      }
      for (const session of registry.all()) end(session, ending);
    },

    close() {
      clearInterval(meterTimer);
      this.endAll({ kind: 'shutdown' });
    },
  };
}
