// Stop guarantees (issue 33.6, docs/decisions.md "Metering"): after Disconnect, Regenerate and
// the start of an AUTH-004 pause, at most one more frame is relayed per direction, and metering
// stops at once. Both sides stream numbered frames every few milliseconds; a frame counts as
// "after the stop" when it was sent after the call that stopped it had answered. The test clock
// meters one second per real millisecond, so a thousandth of an hour is one real millisecond.
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { UsageReportSchema } from '@remoterl/contract';
import type { TestUser } from './helpers/emulator.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { sessionsUrl } from './helpers/session-socket.ts';

const { server, api, account } = await startSessionServer({
  SESSION_CLOCK_RATE: '3600',
  SESSION_METER_INTERVAL_MS: '50',
});
const today = () => new Date().toISOString().slice(0, 10);
const SEND_EVERY_MS = 2;

/** One side of a pair: sends numbered frames, keeps when each was sent and which arrived. */
class Streamer {
  readonly socket: WebSocket;
  readonly sentAt: number[] = [];
  readonly received: number[] = [];
  openedAt = Date.now();
  sessionId = '';
  peerHeader: Buffer | undefined;
  private timer: NodeJS.Timeout | undefined;
  readonly welcomed: Promise<void>;

  constructor(apiKey: string, role: 'simulator' | 'trainer') {
    this.socket = new WebSocket(sessionsUrl(server.url));
    this.socket.on('open', () => this.socket.send(JSON.stringify({ type: 'hello', apiKey, role })));
    this.welcomed = new Promise((resolve) => {
      this.socket.on('message', (data: Buffer, isBinary) => {
        if (isBinary) {
          // A trainer's frames carry the simulator's 4-byte id first.
          const payload = role === 'trainer' ? data.subarray(4) : data;
          this.received.push(payload.readUInt32LE(0));
          return;
        }
        const frame = JSON.parse(data.toString()) as { type: string; sessionId?: string; simulator?: string };
        if (frame.type === 'welcome') {
          this.sessionId = frame.sessionId ?? '';
          resolve();
        }
        if (frame.type === 'attached') this.peerHeader = Buffer.from(frame.simulator ?? '', 'hex');
      });
    });
    this.socket.on('error', () => {});
  }

  start(role: 'simulator' | 'trainer'): void {
    this.timer = setInterval(() => {
      if (this.socket.readyState !== WebSocket.OPEN) return;
      const frame = Buffer.alloc(64);
      frame.writeUInt32LE(this.sentAt.length, 0);
      this.sentAt.push(Date.now());
      this.socket.send(
        role === 'trainer' ? Buffer.concat([this.peerHeader ?? Buffer.alloc(4), frame]) : frame,
      );
    }, SEND_EVERY_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.socket.terminate();
  }

  /** Frames `to` received from this side that were sent after `stoppedAt`. */
  arrivedAfter(to: Streamer, stoppedAt: number): number {
    return to.received.filter((sequence) => (this.sentAt[sequence] ?? 0) > stoppedAt).length;
  }
}

async function streamingPair(apiKey: string) {
  const trainer = new Streamer(apiKey, 'trainer');
  await trainer.welcomed;
  const simulator = new Streamer(apiKey, 'simulator');
  await simulator.welcomed;
  await vi.waitFor(() => expect(trainer.peerHeader).toBeDefined());
  trainer.start('trainer');
  simulator.start('simulator');
  // Flowing both ways before the stop, so "nothing after" means something.
  await vi.waitFor(
    () => expect(Math.min(trainer.received.length, simulator.received.length)).toBeGreaterThan(20),
    {
      timeout: 5_000,
    },
  );
  return { trainer, simulator };
}

async function milliHours(user: TestUser): Promise<{ simulator: number; trainer: number }> {
  const report = UsageReportSchema.parse(await (await api('/gateway/usage', { user })).json());
  const day = report.days.at(-1);
  return {
    simulator: Math.round((day?.simulatorHours ?? 0) * 1000),
    trainer: Math.round((day?.trainerHours ?? 0) * 1000),
  };
}

/** Lets at least `ticks` metering steps pass, seen on a witness account's running trainer. */
async function meterTicks(ticks: number): Promise<void> {
  const witness = await account();
  const trainer = new Streamer(witness.apiKey, 'trainer');
  await trainer.welcomed;
  await vi.waitFor(async () => expect((await milliHours(witness.user)).trainer).toBeGreaterThan(ticks * 50), {
    timeout: 10_000,
    interval: 20,
  });
  trainer.stop();
}

describe('stop guarantees', () => {
  it('Disconnect: at most one more frame each way, and the session is metered no further', async () => {
    const { user, apiKey } = await account();
    const { trainer, simulator } = await streamingPair(apiKey);
    const response = await api(`/gateway/sessions/${simulator.sessionId}/disconnect`, {
      user,
      method: 'POST',
    });
    expect(response.status).toBe(204);
    const stoppedAt = Date.now();
    await meterTicks(4);
    expect(simulator.arrivedAfter(trainer, stoppedAt)).toBeLessThanOrEqual(1);
    expect(trainer.arrivedAfter(simulator, stoppedAt)).toBeLessThanOrEqual(1);
    // The simulator's metered time ends by the time the call answered (1 ms = 1 thousandth).
    expect((await milliHours(user)).simulator).toBeLessThanOrEqual(stoppedAt - simulator.openedAt);
    trainer.stop();
    simulator.stop();
  });

  it('Regenerate: the old key stops relaying and metering at once', async () => {
    const { user, apiKey } = await account();
    const { trainer, simulator } = await streamingPair(apiKey);
    const response = await api('/gateway/api-key/rotate', { user, json: { currentKey: apiKey } });
    expect(response.status).toBe(200);
    const stoppedAt = Date.now();
    await meterTicks(4);
    expect(simulator.arrivedAfter(trainer, stoppedAt)).toBeLessThanOrEqual(1);
    expect(trainer.arrivedAfter(simulator, stoppedAt)).toBeLessThanOrEqual(1);
    const metered = await milliHours(user);
    expect(metered.simulator).toBeLessThanOrEqual(stoppedAt - simulator.openedAt);
    expect(metered.trainer).toBeLessThanOrEqual(stoppedAt - trainer.openedAt);
    trainer.stop();
    simulator.stop();
  });

  it('AUTH-004 pause: nothing more relayed or metered while paused', async () => {
    const { user, apiKey } = await account();
    const { trainer, simulator } = await streamingPair(apiKey);
    // The whole allowance at once: 10 trainer hours are 1 GB.
    await api('/__test__/usage', {
      json: { uid: user.uid, records: [{ date: today(), role: 'trainer', hours: 10 }] },
    });
    const stoppedAt = Date.now();
    await meterTicks(4);
    expect(simulator.arrivedAfter(trainer, stoppedAt)).toBeLessThanOrEqual(1);
    expect(trainer.arrivedAfter(simulator, stoppedAt)).toBeLessThanOrEqual(1);
    const metered = await milliHours(user);
    expect(metered.simulator).toBeLessThanOrEqual(stoppedAt - simulator.openedAt);
    expect(metered.trainer - 10_000).toBeLessThanOrEqual(stoppedAt - trainer.openedAt);
    // What is shown never reads over 100 %.
    const report = UsageReportSchema.parse(await (await api('/gateway/usage', { user })).json());
    expect(report.usedGb).toBeLessThanOrEqual(report.allowanceGb ?? 0);
    trainer.stop();
    simulator.stop();
  });
});
