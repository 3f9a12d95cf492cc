import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('rounds the top up to a round step, with about four of them', () => {
    expect(chartScale(0.14)).toEqual({ max: 0.15, ticks: [0, 0.05, 0.1, 0.15] });
    expect(chartScale(7.3)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(0.9)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(chartScale(120)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
  });

  it('keeps a largest value that is already a step as the top', () => {
    expect(chartScale(0.2)).toEqual({ max: 0.2, ticks: [0, 0.05, 0.1, 0.15, 0.2] });
  });

  it('draws an empty scale for no data rather than dividing by zero', () => {
    expect(chartScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
