// Metering survives a crash (issue 34.4, docs/decisions.md "Metering"): a real backend process is
// killed with SIGKILL while sessions run, three times, and restarted on the same port and data
// folder. The reference client reconnects with its session token each time and must get the same
// session back. At the end, each session's recorded connected time is within 5 s of the time its
// client saw itself connected, nothing is counted twice, and the ledger is exact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { CLIENT_NAME, SessionConnection, type Role } from '@remoterl/cli';
import { createPremiumAccounts, meteredMilliHoursBySession } from '../bench/sessions/accounts.ts';
import { startServerProcess, type ServerProcess } from '../bench/sessions/server-process.ts';
import { checkLedgerOfFolder } from '../src/store/ledger.ts';
import { signInWithGoogle } from './helpers/emulator.ts';

/** One real second meters one minute: a thousandth of an hour is 60 real ms. */
const CLOCK_RATE = 60;
const REAL_MS_PER_MILLIHOUR = 3_600 / CLOCK_RATE;
const ROUNDS = 3;
const RUN_MS = 2_500;
/** The bound: a crash loses at most this much connected time per session. */
const MAX_LOSS_MS = 5_000;

/** A client that counts the time it saw itself connected: from each welcome to each drop. */
class SeenSession {
  seenMs = 0;
  welcomes: { sessionId: string; resumed: boolean; at: number }[] = [];
  failures: string[] = [];
  private since: number | undefined;
  readonly connection: SessionConnection;
  readonly role: Role;
  readonly uid: string;

  constructor(url: string, apiKey: string, role: Role, uid: string) {
    this.role = role;
    this.uid = uid;
    this.connection = new SessionConnection(
      // Retries every 100 ms for up to 20 s: the restart takes about a second.
      { url, apiKey, role, client: CLIENT_NAME, backoffMs: Array.from({ length: 200 }, () => 100) },
      {
        welcome: (welcome) => {
          this.since = Date.now();
          this.welcomes.push({ sessionId: welcome.sessionId, resumed: welcome.resumed, at: this.since });
        },
        control: () => {},
        binary: () => {},
        reconnecting: () => this.dropped(),
        ended: (ending) => {
          if (!ending.byUser) this.failures.push(`${ending.code} ${ending.message}`);
        },
      },
    );
    this.connection.start();
  }

  private dropped(): void {
    if (this.since !== undefined) this.seenMs += Date.now() - this.since;
    this.since = undefined;
  }

  async stop(): Promise<void> {
    await this.connection.stop();
    this.dropped();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'sessions-crash-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.crash()));
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (port: number) => ({
  DEV_BACKEND_DATA_DIR: dataDir,
  PORT: String(port),
  SESSION_CLOCK_RATE: String(CLOCK_RATE),
  SESSION_HOLD_MS: '30000',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
});

it('keeps metering and resume tokens through repeated kill -9', { timeout: 90_000 }, async () => {
  // Real users of the Auth emulator: the backend checks each key's owner is active.
  const users = await Promise.all([1, 2, 3].map((n) => signInWithGoogle(`Crash User ${n}`)));
  const accounts = createPremiumAccounts(
    dataDir,
    users.length,
    10,
    users.map((user) => user.uid),
  );
  let server = await startServerProcess(env(0));
  servers.push(server);
  const port = server.port;
  const url = `ws://127.0.0.1:${port}/sessions/v1`;
  const sessions = accounts.flatMap((account) =>
    (['trainer', 'simulator'] as const).map(
      (role) => new SeenSession(url, account.apiKey, role, account.uid),
    ),
  );
  const welcomedTimes = (count: number, timeout: number) =>
    vi.waitFor(() => expect(sessions.every((session) => session.welcomes.length >= count)).toBe(true), {
      timeout,
      interval: 10,
    });
  await welcomedTimes(1, 10_000);
  /** Per session, the time from each restart to its resumed welcome: held, metered, not seen. */
  const heldAfterRestartMs = new Map<SeenSession, number>();

  for (let round = 1; round <= ROUNDS; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, RUN_MS));
    await server.crash();
    server = await startServerProcess(env(port));
    servers.push(server);
    const restartedAt = Date.now();
    expect(checkLedgerOfFolder(dataDir)).toEqual([]);
    await welcomedTimes(round + 1, 20_000);
    for (const session of sessions) {
      const welcome = session.welcomes[round];
      heldAfterRestartMs.set(
        session,
        (heldAfterRestartMs.get(session) ?? 0) + ((welcome?.at ?? 0) - restartedAt),
      );
    }
  }
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  await Promise.all(sessions.map((session) => session.stop()));
  await server.stop();

  const recorded = meteredMilliHoursBySession(dataDir);
  const report = sessions.map((session) => {
    const ids = new Set(session.welcomes.map((welcome) => welcome.sessionId));
    const recordedMs = (recorded.get(`${session.uid}/${session.role}`) ?? 0) * REAL_MS_PER_MILLIHOUR;
    return {
      role: session.role,
      sameSession: ids.size === 1,
      resumed: session.welcomes.slice(1).every((welcome) => welcome.resumed),
      seenMs: session.seenMs,
      recordedMs,
      heldMs: heldAfterRestartMs.get(session) ?? 0,
      failures: session.failures,
    };
  });
  console.log(JSON.stringify(report));
  for (const line of report) {
    expect(line).toMatchObject({ sameSession: true, resumed: true, failures: [] });
    expect(Math.abs(line.recordedMs - line.seenMs)).toBeLessThanOrEqual(MAX_LOSS_MS);
    // Nothing counted twice: at most what was seen, the held time after each restart, and one
    // thousandth of an hour of rounding.
    expect(line.recordedMs).toBeLessThanOrEqual(line.seenMs + line.heldMs + REAL_MS_PER_MILLIHOUR);
  }
  expect(checkLedgerOfFolder(dataDir)).toEqual([]);
});
