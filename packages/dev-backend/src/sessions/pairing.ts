// Which trainer serves which simulator. Each simulator is attached to one trainer of its own
// account (the one serving the fewest); a trainer may serve several. Both sides are told by a
// control frame whenever that changes.
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

function leastBusyTrainer(registry: Registry, uid: string, except?: Session): Session | undefined {
  let best: Session | undefined;
  for (const candidate of registry.sessionsOf(uid)) {
    if (candidate.role !== 'trainer' || candidate === except || candidate.ended) continue;
    // A held trainer may never come back; prefer one with a socket.
    const rank = (session: Session) => session.simulators.size + (session.socket ? 0 : 1_000_000);
    if (!best || rank(candidate) < rank(best)) best = candidate;
  }
  return best;
}

function attach(simulator: Session, trainer: Session): void {
  simulator.trainer = trainer;
  trainer.simulators.set(simulator.id, simulator);
  simulator.lastPeer = trainer.id;
  trainer.lastPeer = simulator.id;
  simulator.mark('paired');
  trainer.mark('paired');
  simulator.send({ type: 'paired', trainer: trainer.id });
  trainer.send({ type: 'attached', simulator: simulator.id });
}

/** Pairs a simulator that has no trainer, or tells it to wait for one. */
export function placeSimulator(registry: Registry, simulator: Session, except?: Session): void {
  const trainer = leastBusyTrainer(registry, simulator.uid, except);
  if (trainer) attach(simulator, trainer);
  else simulator.send({ type: 'waiting' });
}

/** A new trainer takes every simulator of its account that is waiting. */
export function placeTrainer(registry: Registry, trainer: Session): void {
  for (const session of registry.sessionsOf(trainer.uid)) {
    if (session.role === 'simulator' && !session.trainer && !session.ended) attach(session, trainer);
  }
}

/**
 * Takes a session out of its pairs: a leaving simulator's trainer is told it is detached; a
 * leaving trainer's simulators are told they are unpaired and move to another trainer or wait.
 * Answers the sessions whose peer changed (their reads may have been held for the peer).
 */
export function unpair(registry: Registry, session: Session): Session[] {
  if (session.role === 'simulator') {
    const trainer = session.trainer;
    session.trainer = null;
    if (!trainer) return [];
    trainer.simulators.delete(session.id);
    trainer.send({ type: 'detached', simulator: session.id });
    return [trainer];
  }
  const simulators = [...session.simulators.values()];
  session.simulators.clear();
  for (const simulator of simulators) {
    simulator.trainer = null;
    simulator.send({ type: 'unpaired' });
    placeSimulator(registry, simulator, session);
  }
  return simulators;
}
