// The reference client (`pnpm remoterl`), run as a real process against the real server: key
// sources, register, the banner, simulate and train exchanging CartPole steps, Ctrl-C, refusals,
// a disconnect from the dashboard, and resuming after a lost connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runClient } from './helpers/client-process.ts';
import { snapshotWhere } from './helpers/live-view.ts';
import { startSessionServer } from './helpers/session-server.ts';
import { startProxy } from './helpers/tcp-proxy.ts';

const { server, api, account } = await startSessionServer();
const serverUrl = `${server.url.replace('http', 'ws')}/sessions/v1`;
const home = mkdtempSync(join(tmpdir(), 'remoterl-home-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const HEX8 = '[0-9a-f]{8}';

describe('pnpm remoterl', () => {
  it('registers a key, then trains on a simulator and stops cleanly on Ctrl-C', async () => {
    const { user, apiKey } = await account();
    const configDir = join(home, 'config');
    const registering = runClient(['register', '--no-open-browser'], {
      HOME: home,
      REMOTERL_CONFIG_PATH: configDir,
      REMOTERL_DASHBOARD_URL: 'http://127.0.0.1:14173/user/dashboard',
    });
    await registering.line(/Please enter your RemoteRL API key/);
    registering.write(`${apiKey}\n`);
    expect(await registering.exited).toBe(0);
    expect(registering.stdout()).toContain(`API key saved to ${join(configDir, 'config.json')}`);

    // The trainer takes its key from the environment; the simulator from the saved config.
    const training = runClient(['train'], {
      HOME: home,
      REMOTERL_API_KEY: apiKey,
      REMOTERL_SERVER_URL: serverUrl,
    });
    expect(await training.line(/^\[RemoteRL\]/)).toBe(
      '[RemoteRL] | trainer | 1000 MB left | http://127.0.0.1:14173/user/dashboard | elapsed 0:00:00',
    );
    const trainerId = (await training.line(new RegExp(`^Connected \\| trainer=${HEX8}$`))).split('=')[1];
    const simulating = runClient(['simulate', '--fps', '1000'], {
      HOME: home,
      REMOTERL_CONFIG_PATH: configDir,
      REMOTERL_SERVER_URL: serverUrl,
    });
    const simulatorId = (await simulating.line(new RegExp(`^Connected \\| simulator=${HEX8}$`))).split(
      '=',
    )[1];
    await simulating.line(new RegExp(`^Paired \\| trainer=${trainerId}$`));
    const episode = await training.line(
      new RegExp(`^Episode 1 \\| simulator=${simulatorId} \\| return \\d+\\.0$`),
    );
    expect(Number(episode.split('return ')[1])).toBeGreaterThan(0);
    const view = await snapshotWhere(
      api,
      user,
      (s) => s.sessions.every((row) => row.frames > 0) && s.sessions.length === 2,
    );
    expect(view.counts).toEqual({ simulator: 1, trainer: 1 });

    simulating.signal('SIGINT');
    training.signal('SIGINT');
    expect(await simulating.exited).toBe(0);
    expect(await training.exited).toBe(0);
    expect(simulating.stdout()).toMatch(/^Stopped$/m);
    await snapshotWhere(api, user, (s) => s.sessions.length === 0);
  });

  it('prints a refusal’s code and message and exits non-zero', async () => {
    const unknown = runClient(['simulate'], {
      HOME: home,
      REMOTERL_API_KEY: 'api_00000000-0000-4000-8000-000000000000',
      REMOTERL_SERVER_URL: serverUrl,
    });
    expect(await unknown.exited).toBe(1);
    expect(unknown.stderr()).toBe('AUTH-002: Invalid API key\n');
    // No key anywhere: refused before anything is sent, like the Python client.
    const none = runClient(['train'], { HOME: home, REMOTERL_SERVER_URL: serverUrl });
    expect(await none.exited).toBe(2);
    expect(none.stderr()).toMatch(/^AUTH-001: No API key/);
  });

  it('says why and exits when the session is disconnected from the dashboard', async () => {
    const { user, apiKey } = await account();
    const simulating = runClient(['simulate'], {
      HOME: home,
      REMOTERL_API_KEY: apiKey,
      REMOTERL_SERVER_URL: serverUrl,
    });
    const id = (await simulating.line(new RegExp(`^Connected \\| simulator=${HEX8}$`))).split('=')[1];
    const response = await api(`/gateway/sessions/${id}/disconnect`, { user, method: 'POST' });
    expect(response.status).toBe(204);
    expect(await simulating.exited).toBe(1);
    expect(simulating.stderr()).toBe('DISCONNECTED: Disconnected from the RemoteRL dashboard\n');
  });

  it('resumes the same session with its token after the connection drops', async () => {
    const { user, apiKey } = await account();
    const proxy = await startProxy({ host: '127.0.0.1', port: server.port });
    try {
      const simulating = runClient(['simulate'], {
        HOME: home,
        REMOTERL_API_KEY: apiKey,
        REMOTERL_SERVER_URL: `ws://127.0.0.1:${proxy.port}/sessions/v1`,
      });
      const id = (await simulating.line(new RegExp(`^Connected \\| simulator=${HEX8}$`))).split('=')[1];
      proxy.cut();
      await simulating.line(/^Connection lost; reconnecting in \d+ ms \(attempt 1 of \d+\)$/);
      await simulating.line(new RegExp(`^Resumed \\| simulator=${id}$`));
      const view = await snapshotWhere(api, user, (s) => s.sessions[0]?.state === 'waiting');
      expect(view.sessions.map((row) => row.id)).toEqual([id]);
      simulating.signal('SIGINT');
      expect(await simulating.exited).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
