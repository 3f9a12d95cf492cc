// The trainer's learner: a linear policy (push right when w·state > 0) improved by hill climbing,
// one episode per candidate. Small enough to read, and CartPole's returns visibly rise with it.

type Weights = [number, number, number, number];

export class HillClimbingPolicy {
  private best: Weights = [0, 0, 0, 0];
  private bestReturn = -Infinity;
  private readonly candidates = new Map<string, Weights>();
  private readonly random: () => number;
  private readonly noise: number;

  constructor(random: () => number = Math.random, noise = 0.5) {
    this.random = random;
    this.noise = noise;
  }

  private candidateFor(episodeKey: string): Weights {
    let weights = this.candidates.get(episodeKey);
    if (!weights) {
      weights = this.best.map((value) => value + (this.random() * 2 - 1) * this.noise) as Weights;
      this.candidates.set(episodeKey, weights);
    }
    return weights;
  }

  /** The action for `state` in the episode running under `episodeKey` (one per simulator). */
  act(episodeKey: string, state: readonly number[]): 0 | 1 {
    const weights = this.candidateFor(episodeKey);
    const score = weights.reduce((sum, weight, index) => sum + weight * (state[index] ?? 0), 0);
    return score > 0 ? 1 : 0;
  }

  /** The episode ended with `episodeReturn`: keep its weights if they did at least as well. */
  episodeEnded(episodeKey: string, episodeReturn: number): void {
    const weights = this.candidates.get(episodeKey);
    this.candidates.delete(episodeKey);
    if (weights && episodeReturn >= this.bestReturn) {
      this.best = weights;
      this.bestReturn = episodeReturn;
    }
  }

  forget(episodeKey: string): void {
    this.candidates.delete(episodeKey);
  }
}
