import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A loopback TCP proxy whose connections a test can cut, as a lost network would. Like a reverse
 * proxy it presents the target's own Host (the server refuses Hosts it does not serve): the
 * first chunk of a connection, which holds a short request's headers, has its Host rewritten.
 */
export async function startProxy(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.once('data', (first: Buffer) => {
      const host = `Host: ${target.host}:${target.port}`;
      upstream.write(first.toString('latin1').replace(/^Host:.*$/im, host), 'latin1');
      client.pipe(upstream);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Resets every open connection (both ends see the TCP connection die). */
    cut() {
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
