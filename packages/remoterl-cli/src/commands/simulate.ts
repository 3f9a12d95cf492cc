// `remoterl simulate`: serve a CartPole environment to this account's trainer. The simulator
// sends its state; each action from the trainer steps it once. Steps are paced (--fps) so a demo
// shows counters moving without spending a whole core.
import { CartPole } from '../cartpole.ts';
import type { SessionConnection } from '../connection.ts';
import { decodeAction, encodeStep, type Step } from '../wire.ts';
import type { SessionBehaviour } from './run-session.ts';

export function simulator(connection: SessionConnection, options: { fps: number }): SessionBehaviour {
  const env = new CartPole();
  let current: Step = env.reset();
  let lastStepAt = 0;
  let pending: NodeJS.Timeout | undefined;
  const interval = 1000 / options.fps;

  const sendCurrent = () => connection.send(encodeStep(current));

  return {
    control(frame) {
      // A new trainer knows nothing yet: show it where the episode is.
      if (frame.type === 'paired') sendCurrent();
    },
    binary(data) {
      const action = decodeAction(data);
      if (action === undefined) return;
      clearTimeout(pending);
      const wait = Math.max(0, lastStepAt + interval - Date.now());
      pending = setTimeout(() => {
        lastStepAt = Date.now();
        const step = env.step(action);
        if (step.done) {
          connection.send(encodeStep(step));
          current = env.reset();
        } else {
          current = step;
        }
        sendCurrent();
      }, wait);
    },
  };
}
