import { onTestFinished } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on an ephemeral port for client tests: the clients go through the
 * actual fetch, headers, status codes and bodies, not a mocked fetch.
 */
export async function startTestServer(reply: Reply) {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      reply(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}

/**
 * A test server answering with `reply`, closed when the test ends, and a client made by
 * `create` that calls its `/gateway`.
 */
export async function serveClient<Client>(create: (baseUrl: string) => Client, reply: Reply) {
  const server = await startTestServer(reply);
  onTestFinished(server.close);
  return { ...server, client: create(`${server.url}/gateway`) };
}
