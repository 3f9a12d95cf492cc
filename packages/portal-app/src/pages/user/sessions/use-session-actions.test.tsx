// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionsClient, type SessionsSnapshot } from '../../../api/sessions';
import { send, startTestServer, type Reply } from '../../../api/test-server.test-support';
import serverErrors from '../../../i18n/locales/en/server-errors.json';
import english from '../../../i18n/locales/en/user-area.json';
import { useSessionActions } from './use-session-actions';
import { idleUsage, quietHealth } from '../../../api/sessions-snapshot.test-support';

// The app's toasts are the design system's; here each one is recorded as "kind: message".
const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('../../../hooks/use-notify', () => ({
  useNotify: () => (kind: string, message: string) => toasts.shown.push(`${kind}: ${message}`),
}));

// React only reports act() warnings when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const snapshot = (blocked: boolean, ids: string[]): SessionsSnapshot => ({
  blocked,
  sessions: ids.map((id) => ({
    id,
    role: 'simulator',
    state: 'active',
    connectedAt: '2026-11-26T10:00:00.000Z',
    lastHeartbeatAt: null,
    bytesIn: 0,
    bytesOut: 0,
    frames: 0,
    peer: null,
    keyPrefix: 'api_1a2b3c4d',
    ...quietHealth,
  })),
  counts: { simulator: ids.length, trainer: 0 },
  graceEndsAt: null,
  usage: idleUsage,
  refusals: [],
});

let root: Root | undefined;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  while (cleanups.length) await cleanups.pop()!();
  toasts.shown.length = 0;
  vi.restoreAllMocks();
});

type Actions = ReturnType<typeof useSessionActions>;

/**
 * Answers as the gateway does across origins (happy-dom enforces CORS like a browser): the
 * preflight allows the Authorization and Content-Type headers the calls send.
 */
const withCors =
  (reply: Reply): Reply =>
  (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method !== 'OPTIONS') return reply(request, response);
    response.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    });
    response.end();
  };

/** Renders the hook against a local server; returns its latest result, the toasts and a way to push snapshots. */
async function renderActions(reply: Reply, first: SessionsSnapshot) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = await startTestServer(withCors(reply));
  cleanups.push(server.close);
  const api = createSessionsClient(`${server.url}/gateway`);
  const idToken = () => Promise.resolve('id-1');
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { ...english, ...serverErrors } } },
    initAsync: false,
  });
  const seen: { actions?: Actions; toasts: string[] } = { toasts: toasts.shown };

  function Probe({ current }: { current: SessionsSnapshot }) {
    seen.actions = useSessionActions(current, api, idToken);
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const show = (current: SessionsSnapshot) =>
    act(() =>
      root!.render(
        <I18nextProvider i18n={i18n}>
          <Probe current={current} />
        </I18nextProvider>,
      ),
    );
  await show(first);
  return { seen, server, show };
}

const ids = (actions: Actions | undefined) => actions?.sessions.map((session) => session.id);

describe('useSessionActions', () => {
  it('removes a disconnected session at once and confirms it', async () => {
    const { seen, server } = await renderActions(
      (_request, response) => send(response, 204, ''),
      snapshot(false, ['aaaaaaaa', 'bbbbbbbb']),
    );
    await act(() => seen.actions!.disconnect({ id: 'aaaaaaaa' }));
    expect(ids(seen.actions)).toEqual(['bbbbbbbb']);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/gateway/sessions/aaaaaaaa/disconnect',
    });
    expect(seen.toasts).toEqual(['success: Session aaaaaaaa was disconnected.']);
  });

  it('puts the row back with a translated error when the server fails', async () => {
    const { seen } = await renderActions(
      (_request, response) => send(response, 503, '{"error":"down"}'),
      snapshot(false, ['aaaaaaaa']),
    );
    let pending: Promise<void> | undefined;
    act(() => {
      pending = seen.actions!.disconnect({ id: 'aaaaaaaa' });
    });
    // Optimistic: gone while the request is in flight.
    expect(ids(seen.actions)).toEqual([]);
    await act(() => pending!);
    expect(ids(seen.actions)).toEqual(['aaaaaaaa']);
    expect(seen.toasts).toEqual([
      'error: Session aaaaaaaa could not be disconnected. It is still online; try again.',
    ]);
  });

  it('keeps a session that had already ended away, and says so', async () => {
    const { seen } = await renderActions(
      (_request, response) => send(response, 404, '{"error":"No such session","code":"unknown_session"}'),
      snapshot(false, ['aaaaaaaa']),
    );
    await act(() => seen.actions!.disconnect({ id: 'aaaaaaaa' }));
    expect(ids(seen.actions)).toEqual([]);
    expect(seen.toasts).toEqual(['info: This session had already ended.']);
  });

  it('flips the switch while saving and keeps what the server kept', async () => {
    const { seen, server, show } = await renderActions(
      (request, response) => send(response, 200, request.body),
      snapshot(false, []),
    );
    let pending: Promise<void> | undefined;
    act(() => {
      pending = seen.actions!.setBlocked(true);
    });
    expect(seen.actions).toMatchObject({ blocked: true, blockPending: true });
    // Counters tick while the change is in flight; the switch does not flicker back.
    await show(snapshot(false, ['aaaaaaaa']));
    expect(seen.actions?.blocked).toBe(true);
    await act(() => pending!);
    expect(seen.actions).toMatchObject({ blocked: true, blockPending: false, blockError: undefined });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ blocked: true });
    // The server's next snapshot is the truth from then on.
    await show(snapshot(true, ['aaaaaaaa']));
    expect(seen.actions?.blocked).toBe(true);
    await show(snapshot(false, ['aaaaaaaa']));
    expect(seen.actions?.blocked).toBe(false);
  });

  it('restores the switch and shows a translated error when saving fails', async () => {
    const { seen } = await renderActions(
      (_request, response) => send(response, 500, '{"error":"boom"}'),
      snapshot(false, []),
    );
    await act(() => seen.actions!.setBlocked(true));
    const message = 'The change could not be saved. Nothing changed; try again.';
    expect(seen.actions).toMatchObject({ blocked: false, blockPending: false, blockError: message });
    expect(seen.toasts).toEqual([`error: ${message}`]);
  });

  it("says the gateway's reason when it gives a known code", async () => {
    const { seen } = await renderActions(
      (_request, response) => send(response, 401, '{"error":"Invalid token","code":"invalid_token"}'),
      snapshot(false, ['aaaaaaaa']),
    );
    await act(() => seen.actions!.setBlocked(true));
    await act(() => seen.actions!.disconnect({ id: 'aaaaaaaa' }));
    const message = 'Your session has ended. Please log in again.';
    expect(seen.actions).toMatchObject({ blocked: false, blockError: message });
    expect(ids(seen.actions)).toEqual(['aaaaaaaa']);
    expect(seen.toasts).toEqual([`error: ${message}`, `error: ${message}`]);
  });
});
