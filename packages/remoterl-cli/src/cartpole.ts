// CartPole (Barto, Sutton and Anderson, 1983), the classic control task Gymnasium ships as
// CartPole-v1: push a cart left or right to keep a pole upright. Written out because it is a
// dozen lines of physics and the client needs no machine-learning library.
import type { Step } from './wire.ts';

const GRAVITY = 9.8;
const CART_MASS = 1.0;
const POLE_MASS = 0.1;
const TOTAL_MASS = CART_MASS + POLE_MASS;
const HALF_POLE_LENGTH = 0.5;
const POLE_MASS_LENGTH = POLE_MASS * HALF_POLE_LENGTH;
const FORCE = 10.0;
const TAU = 0.02;
const THETA_LIMIT = (12 * 2 * Math.PI) / 360;
const X_LIMIT = 2.4;
/** CartPole-v1 ends an episode after this many steps. */
export const MAX_EPISODE_STEPS = 500;

export class CartPole {
  private state: [number, number, number, number] = [0, 0, 0, 0];
  private steps = 0;
  private readonly random: () => number;

  constructor(random: () => number = Math.random) {
    this.random = random;
    this.reset();
  }

  /** A fresh episode: every state variable uniform in [-0.05, 0.05]. */
  reset(): Step {
    this.state = [0, 0, 0, 0].map(() => this.random() * 0.1 - 0.05) as [number, number, number, number];
    this.steps = 0;
    return { observation: [...this.state], reward: 0, done: false };
  }

  step(action: 0 | 1): Step {
    const [x, xDot, theta, thetaDot] = this.state;
    const force = action === 1 ? FORCE : -FORCE;
    const cos = Math.cos(theta);
    const sin = Math.sin(theta);
    const temp = (force + POLE_MASS_LENGTH * thetaDot * thetaDot * sin) / TOTAL_MASS;
    const thetaAcc =
      (GRAVITY * sin - cos * temp) / (HALF_POLE_LENGTH * (4 / 3 - (POLE_MASS * cos * cos) / TOTAL_MASS));
    const xAcc = temp - (POLE_MASS_LENGTH * thetaAcc * cos) / TOTAL_MASS;
    this.state = [x + TAU * xDot, xDot + TAU * xAcc, theta + TAU * thetaDot, thetaDot + TAU * thetaAcc];
    this.steps += 1;
    const fell = Math.abs(this.state[0]) > X_LIMIT || Math.abs(this.state[2]) > THETA_LIMIT;
    return { observation: [...this.state], reward: 1, done: fell || this.steps >= MAX_EPISODE_STEPS };
  }
}
