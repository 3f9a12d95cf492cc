// Why each legitimate handshake of a bench failed, sorted into what the goal needs to know
// (docs/decisions.md, "Soak and load benchmarks"):
//   - refused by the service: an HTTP status at the upgrade (and which cap), a refusal frame
//     (AUTH, QUO, NET-001, NET-003), or a close the service chose;
//   - connection failed: a socket error (a reset, a refused connect) with no answer;
//   - timed out: the upgrade got no answer within the client's limit. On a starved machine
//     (load far above the cores, or the bench's or the server's timers running seconds late) that says
//     nothing about the service, and it is reported as such; on a machine that was not, it is
//     a failure like any other.
// Every kind is a failure of the goal; the split says which to fix.
import { availableParallelism, loadavg } from 'node:os';
import type { AttemptFailure } from '@remoterl/cli';
import { quantile } from './report.ts';

export type FailureClass =
  'refused by the service' | 'connection failed' | 'timed out' | 'timed out, starved';

/** Load (1 min) per core above which the machine counts as starved for a timeout. */
export const STARVED_LOAD_PER_CORE = 3;
/** Lateness of the bench's own timers above which it counts as starved for a timeout. */
export const STARVED_LAG_MS = 1_000;

interface Failure {
  reason: string;
  kind: FailureClass;
  elapsedMs: number;
  load1: number;
  /** How long the bench, and the server, could not run during the attempt. */
  benchStalledMs: number;
  /** Wall-clock span of the attempt, to look up the server's stalls when reporting. */
  fromMs: number;
  toMs: number;
}

/** The reason of one failed handshake, as the report groups it. */
export function reasonOf(
  code: string | undefined,
  cause: AttemptFailure | undefined,
): { reason: string; kind: FailureClass } {
  if (!cause) return { reason: `refusal frame ${code ?? '(none)'}`, kind: 'refused by the service' };
  switch (cause.kind) {
    case 'upgrade-refused':
      return {
        reason: `${code} HTTP ${cause.status}${cause.code ? ` ${cause.code}` : ''}${cause.cap ? ` (${cause.cap} cap)` : ''}`,
        kind: 'refused by the service',
      };
    case 'closed':
      return {
        reason: `${code} closed ${cause.code}${cause.reason ? ` ${cause.reason}` : ''}`,
        kind: 'refused by the service',
      };
    case 'socket-error':
      return { reason: `${code} socket error ${cause.code}`, kind: 'connection failed' };
    case 'handshake-timeout':
      return { reason: `${code} no upgrade answer within ${cause.limitMs} ms`, kind: 'timed out' };
  }
}

export class RefusalReasons {
  private readonly failures: Failure[] = [];
  private readonly cores = availableParallelism();
  /** The longest the server could not run within a wall-clock span (its own report), in ms. */
  private readonly serverStalledMs: (fromMs: number, toMs: number) => number;

  constructor(serverStalledMs: (fromMs: number, toMs: number) => number) {
    this.serverStalledMs = serverStalledMs;
  }

  /**
   * One failed handshake: `elapsedMs` from the open to the failure; `benchStalledMs` how late the
   * bench's own timers ran meanwhile.
   */
  add(
    code: string | undefined,
    cause: AttemptFailure | undefined,
    elapsedMs: number,
    benchStalledMs: number,
    /** Whose handshake, when not a pair's trainer or simulator (the old-key probe). */
    who?: string,
  ): void {
    const { reason: why, kind } = reasonOf(code, cause);
    const reason = who ? `${who}: ${why}` : why;
    const toMs = Date.now();
    this.failures.push({
      reason,
      kind,
      elapsedMs,
      load1: loadavg()[0] ?? 0,
      benchStalledMs,
      fromMs: toMs - elapsedMs,
      toMs,
    });
  }

  /** A timeout counts as starved by the load then, or by either process's stall during it. */
  private classOf(failure: Failure): FailureClass {
    if (failure.kind !== 'timed out') return failure.kind;
    const starved =
      failure.load1 > STARVED_LOAD_PER_CORE * this.cores ||
      failure.benchStalledMs > STARVED_LAG_MS ||
      this.serverStalledMs(failure.fromMs, failure.toMs) > STARVED_LAG_MS;
    return starved ? 'timed out, starved' : 'timed out';
  }

  get count(): number {
    return this.failures.length;
  }

  countOf(kind: FailureClass): number {
    return this.failures.filter((failure) => this.classOf(failure) === kind).length;
  }

  /** A Markdown table: one row per reason, with its class, timings and the machine's state. */
  table(): string {
    const groups = new Map<string, Failure[]>();
    for (const failure of this.failures) {
      const key = `${this.classOf(failure)}\u0000${failure.reason}`;
      groups.set(key, [...(groups.get(key) ?? []), failure]);
    }
    const rows = [...groups.values()]
      .sort((a, b) => b.length - a.length)
      .map((group) => {
        const first = group[0] as Failure;
        const elapsed = group.map((failure) => failure.elapsedMs);
        const loads = group.map((failure) => failure.load1);
        const lags = group.map((failure) => failure.benchStalledMs);
        const serverLags = group.map((failure) => this.serverStalledMs(failure.fromMs, failure.toMs));
        return [
          this.classOf(first),
          first.reason,
          String(group.length),
          `${quantile(elapsed, 0.5).toFixed(0)} / ${quantile(elapsed, 1).toFixed(0)}`,
          `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
          `${quantile(lags, 0.5).toFixed(0)} / ${quantile(lags, 1).toFixed(0)}`,
          `${quantile(serverLags, 0.5).toFixed(0)} / ${quantile(serverLags, 1).toFixed(0)}`,
        ];
      });
    const header = [
      'class',
      'reason',
      'count',
      'elapsed p50 / max (ms)',
      'load (1 min)',
      'bench stalled during it, p50 / max (ms)',
      'server stalled during it, p50 / max (ms)',
    ];
    if (rows.length === 0) rows.push(['none', '', '0', '', '', '', '']);
    return [
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
  }
}
