// `remoterl train`: act for every simulator attached to this trainer and learn from the returns
// (policy.ts), printing each finished episode.
import type { SessionConnection } from '../connection.ts';
import type { Output } from '../output.ts';
import { HillClimbingPolicy } from '../policy.ts';
import { decodeStep, encodeAction, PEER_ID_BYTES, peerIdBytes, peerIdOf } from '../wire.ts';
import type { SessionBehaviour } from './run-session.ts';

export function trainer(connection: SessionConnection, output: Output): SessionBehaviour {
  const policy = new HillClimbingPolicy();
  const returns = new Map<string, number>();
  let episodes = 0;

  return {
    control(frame) {
      if (frame.type === 'detached') {
        returns.delete(frame.simulator);
        policy.forget(frame.simulator);
      }
    },
    binary(data) {
      const simulator = peerIdOf(data);
      const step = decodeStep(data.subarray(PEER_ID_BYTES));
      if (!step) return;
      const total = (returns.get(simulator) ?? 0) + step.reward;
      if (step.done) {
        episodes += 1;
        output.line(`Episode ${episodes} | simulator=${simulator} | return ${total.toFixed(1)}`);
        policy.episodeEnded(simulator, total);
        returns.delete(simulator);
        return;
      }
      returns.set(simulator, total);
      const action = policy.act(simulator, step.observation);
      connection.send(Buffer.concat([peerIdBytes(simulator), encodeAction(action)]));
    },
  };
}
