// Generated HTTP requests to the session service's WebSocket endpoint (`/sessions/v1`): the
// handshake headers valid, missing or broken, served and foreign Hosts, other paths and methods.
import { request } from 'node:http';
import fc from 'fast-check';

/**
 * What the endpoint may answer: 101 (upgraded), 400 (a broken handshake, from `ws`), 404 (no
 * upgrade, or another path), 405 (another method), 421 (a Host it does not serve), 426 is not
 * used. A 5xx, or anything else, fails the fuzz.
 */
export const UPGRADE_STATUSES = [101, 400, 404, 405, 421];

export interface UpgradeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

const VALID_KEY = Buffer.from('0123456789abcdef').toString('base64');

export function upgradeRequestArbitrary(port: number): fc.Arbitrary<UpgradeRequest> {
  const mostly = <T>(valid: T, other: fc.Arbitrary<T | undefined>) =>
    fc.oneof({ weight: 6, arbitrary: fc.constant<T | undefined>(valid) }, { weight: 1, arbitrary: other });
  return fc
    .record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant('GET') },
        fc.constantFrom('POST', 'PUT', 'DELETE'),
      ),
      path: fc.oneof(
        { weight: 6, arbitrary: fc.constant('/sessions/v1') },
        fc.constantFrom(
          '/sessions/v1?x=1',
          '/sessions/v2',
          '/sessions',
          '/sessions/v1/',
          '/asyncapi.json/v1',
        ),
      ),
      host: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`) },
        fc.constantFrom('attacker.example', `attacker.example:${port}`, '127.0.0.1', ''),
      ),
      // Mostly the valid value, so every kind of answer, an accepted upgrade included, is reached
      // in each run; otherwise a broken or missing one.
      upgrade: mostly('websocket', fc.constantFrom(undefined, 'WebSocket', 'h2c', '')),
      connection: mostly('Upgrade', fc.constantFrom(undefined, 'keep-alive, Upgrade', 'close')),
      version: mostly('13', fc.constantFrom(undefined, '8', '14', 'x')),
      key: mostly(VALID_KEY, fc.option(fc.string({ maxLength: 30 }), { nil: undefined })),
      protocol: fc.option(fc.string({ maxLength: 20 }), { nil: undefined, freq: 4 }),
    })
    .map(({ method, path, host, upgrade, connection, version, key, protocol }) => {
      const headers: Record<string, string> = { host };
      if (upgrade !== undefined) headers.upgrade = upgrade;
      if (connection !== undefined) headers.connection = connection;
      if (version !== undefined) headers['sec-websocket-version'] = version;
      // Header values must be printable; a generated string with control characters is replaced.
      if (key !== undefined) headers['sec-websocket-key'] = /^[\x20-\x7e]*$/.test(key) ? key : 'broken';
      if (protocol !== undefined)
        headers['sec-websocket-protocol'] = /^[\x21-\x7e]+$/.test(protocol) ? protocol : 'p';
      return { method, path, headers };
    });
}

/** Sends one request; answers its status (101 when the server upgraded the connection). */
export function sendUpgrade(baseUrl: string, upgrade: UpgradeRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}${upgrade.path}`, { method: upgrade.method, headers: upgrade.headers });
    sent.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    sent.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}
