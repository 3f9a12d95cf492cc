import { describe, expect, it } from 'vitest';
import { freeAllowanceState } from './free-allowance';

describe('free allowance', () => {
  it.each([
    [0, 'within'],
    [0.799, 'within'],
    [0.8, 'near'],
    [0.999, 'near'],
    [1, 'over'],
    [1.998, 'over'],
  ] as const)('%s GB of 1 GB is %s', (used, state) => {
    expect(freeAllowanceState(used, 1)).toBe(state);
  });
});
