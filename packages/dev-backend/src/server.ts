import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { createFirebaseVerifier, type TokenVerifier } from './auth.ts';
import type { Config } from './config.ts';
import { openStore } from './store/index.ts';

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:18787 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { verifier?: TokenVerifier } = {},
): Promise<RunningServer> {
  const store = openStore(config);
  const verifier = options.verifier ?? createFirebaseVerifier(config.projectId);
  let boundUrl = '';
  const publicUrl = () => config.publicUrl ?? boundUrl;
  const app = createApp({ config, store, verifier, publicUrl });
  const server = createAdaptorServer({ fetch: app.fetch });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    store.close();
    await verifier.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  boundUrl = `http://${host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url: boundUrl,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }).then(async () => {
        store.close();
        await verifier.close();
      });
      return closing;
    },
  };
}
