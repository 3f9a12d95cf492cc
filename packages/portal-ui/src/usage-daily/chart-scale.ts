/**
 * The top of a bar chart's scale and its ticks: round steps (1, 2, 2.5 or 5 times a power of
 * ten) from 0, about four of them, the last at or above `largest`. 0.14 reads 0, 0.05, 0.1, 0.15.
 */
export function chartScale(largest: number, intervals = 4): { max: number; ticks: number[] } {
  if (!(largest > 0)) return { max: 1, ticks: [0, 1] };
  const rough = largest / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => rough <= factor * magnitude) ?? 10) * magnitude;
  const count = Math.ceil(largest / step - 1e-9);
  // toPrecision drops binary noise (0.15000000000000002) from the multiples of the step.
  const ticks = Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { max: ticks.at(-1) ?? step, ticks };
}
