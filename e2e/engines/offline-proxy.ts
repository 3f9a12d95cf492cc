import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/**
 * Network interception for an engine whose protocol has none (WebKitWebDriver speaks WebDriver
 * classic). The engine is started with this proxy as its `http_proxy`/`https_proxy`, loopback
 * excepted, and trusts any certificate (`acceptInsecureCerts`), so every request that would
 * leave the machine arrives here: https through CONNECT, answered in the tunnel with a
 * certificate made for this run. Requests whose URL starts with an answered prefix get their
 * script; every other one an empty 200, as the Firefox driver answers them (this machine is
 * offline, and a request left to time out only slows a page down).
 */
export interface OfflineProxy {
  /** `http://127.0.0.1:<port>`, for the engine's proxy variables. */
  readonly url: string;
  answerScript(prefix: string, script: string): void;
  close(): Promise<void>;
}

export async function startOfflineProxy(): Promise<OfflineProxy> {
  const scripts = new Map<string, string>();
  const answer = (url: string, response: ServerResponse) => {
    const script = [...scripts].find(([prefix]) => url.startsWith(prefix))?.[1];
    response.writeHead(200, {
      'Content-Type': script === undefined ? 'text/plain' : 'text/javascript; charset=utf-8',
    });
    response.end(script ?? '');
  };

  const { private: key, cert } = await generate([{ name: 'commonName', value: 'offline proxy' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  // Never listens: CONNECT tunnels are handed to it once the engine has asked for one.
  const tunnels = createHttpsServer({ key, cert }, (request: IncomingMessage, response) =>
    answer(`https://${request.headers.host ?? ''}${request.url ?? '/'}`, response),
  );
  const proxy = createHttpServer((request, response) => answer(request.url ?? '', response));
  proxy.on('connect', (_request: IncomingMessage, socket) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    tunnels.emit('connection', socket);
  });
  // An engine that drops a tunnel mid-handshake is not this proxy's failure.
  proxy.on('clientError', (_error, socket) => socket.destroy());
  tunnels.on('tlsClientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answerScript: (prefix, script) => void scripts.set(prefix, script),
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
