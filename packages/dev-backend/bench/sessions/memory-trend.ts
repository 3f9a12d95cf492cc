// The server's resident memory over a long run, and whether it stays flat once warmed up
// (docs/decisions.md, "Soak"): the median of the last fifth of the samples after warm-up is at
// most 10 % above the median of the first fifth. Medians, because a collection in the middle of
// a sample window would otherwise read as growth or as a fall.
import type { ServerProcess } from './server-process.ts';

export interface MemorySample {
  /** Seconds since the sampler started. */
  atS: number;
  rssMb: number;
}

export interface MemoryTrend {
  warmUpS: number;
  startMb: number;
  endMb: number;
  growthPercent: number;
  /** Least-squares slope over the samples after warm-up. */
  slopeMbPerMin: number;
  flat: boolean;
}

/** Growth after warm-up still called flat (the same bound issue 34 sets for stalled streams). */
export const FLAT_GROWTH_PERCENT = 10;

export class MemorySampler {
  readonly samples: MemorySample[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly startedAt = performance.now();

  constructor(server: ServerProcess, everyMs: number) {
    const sample = () =>
      this.samples.push({ atS: (performance.now() - this.startedAt) / 1000, rssMb: server.memory().rssMb });
    sample();
    this.timer = setInterval(sample, everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Medians of the samples taken in [fromS, toS). */
  medianBetween(fromS: number, toS: number): number {
    return median(this.samples.filter((s) => s.atS >= fromS && s.atS < toS).map((s) => s.rssMb));
  }

  trend(warmUpS: number): MemoryTrend {
    const after = this.samples.filter((sample) => sample.atS >= warmUpS);
    const fifth = Math.max(1, Math.floor(after.length / 5));
    const startMb = median(after.slice(0, fifth).map((sample) => sample.rssMb));
    const endMb = median(after.slice(-fifth).map((sample) => sample.rssMb));
    const growthPercent = ((endMb - startMb) / startMb) * 100;
    return {
      warmUpS,
      startMb,
      endMb,
      growthPercent,
      slopeMbPerMin: slope(after) * 60,
      flat: after.length >= 5 && growthPercent <= FLAT_GROWTH_PERCENT,
    };
  }

  /** One row per `everyS` seconds: the time and the median RSS of that stretch. */
  rows(everyS: number): [string, string][] {
    const last = this.samples.at(-1)?.atS ?? 0;
    const rows: [string, string][] = [];
    for (let from = 0; from <= last; from += everyS) {
      const value = this.medianBetween(from, from + everyS);
      if (Number.isFinite(value)) rows.push([`${from}–${from + everyS} s`, `${value.toFixed(1)} MB`]);
    }
    return rows;
  }
}

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Least-squares slope of RSS against time, MB per second. */
function slope(samples: readonly MemorySample[]): number {
  if (samples.length < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.atS, 0) / samples.length;
  const meanM = samples.reduce((sum, s) => sum + s.rssMb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.atS - meanT) * (s.rssMb - meanM);
    variance += (s.atS - meanT) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}
