// After a crash: the sessions that were running come back from their checkpoints as held
// sessions (docs/decisions.md, "Metering"), so their clients can resume with the tokens they
// hold. Their time up to the last checkpoint is already in usage; the time the service was down
// is not metered (no client could be connected); from the restart on, a held session counts as
// any held session does. The hold runs from the last checkpoint, as if the drop happened then.
import type { Store } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import { placeSimulator, placeTrainer } from './pairing.ts';
import { Session } from './session.ts';

/** Restores held sessions; answers the accounts that have some. */
export function restoreSessions(store: Store, context: SessionContext): Set<string> {
  const { registry, config } = context;
  const now = Date.now();
  const restored: Session[] = [];
  for (const checkpoint of store.sessionCheckpoints.all()) {
    const holdLeft = checkpoint.checkpointedAtMs + config.holdMs - now;
    // A key replaced meanwhile, an account gone, or a hold already over: nothing to resume.
    if (!checkpoint.apiKey || holdLeft <= 0 || !store.accounts.find(checkpoint.uid)) {
      store.sessionCheckpoints.remove(checkpoint.id);
      continue;
    }
    const session = new Session({
      ...checkpoint,
      apiKey: checkpoint.apiKey,
      keyId: store.apiKeys.keyIdOf(checkpoint.apiKey) ?? 'primary',
      socket: null,
      connectedAt: checkpoint.connectedAtMs,
    });
    session.meteredMs = checkpoint.meteredMs;
    session.recordedMilliHours = checkpoint.recordedMilliHours;
    session.meterFrom = now;
    session.holdTimer = setTimeout(() => context.end(session, { kind: 'gone' }), holdLeft);
    registry.add(session);
    restored.push(session);
  }
  // Pairs as they would form again: trainers first, each simulator to the least busy one.
  for (const session of restored) if (session.role === 'trainer') placeTrainer(registry, session);
  for (const session of restored)
    if (session.role === 'simulator' && !session.trainer) placeSimulator(registry, session);
  return new Set(restored.map((session) => session.uid));
}
