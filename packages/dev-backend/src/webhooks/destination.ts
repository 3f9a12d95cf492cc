// Where a webhook may point (docs/decisions.md, "Alerts"). In production the backend must not
// become a way to reach what only it can reach (SSRF), so only https: to a public address: the
// host is resolved and every address it resolves to must be public. Development allows http: and
// loopback so tests and a local receiver work.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ErrorCode } from '@remoterl/contract';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1 or ::ffff:a00:1), if it is one. */
function embeddedIpv4(address: string): string | undefined {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (!mapped) return undefined;
  if (isIP(mapped) === 4) return mapped;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
  if (!hex) return undefined;
  const value = (parseInt(hex[1] as string, 16) << 16) | parseInt(hex[2] as string, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why `url` may not receive webhooks in this start, as an error code, or undefined when it may.
 * The URL has already passed the contract (an http: or https: URL).
 */
export async function destinationProblem(
  url: string,
  production: boolean,
  resolve: Resolver = systemResolver,
): Promise<ErrorCode | undefined> {
  if (!production) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return 'webhook_https_required';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublicAddress(host) ? undefined : 'webhook_address_private';
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return 'webhook_host_unresolved';
  }
  if (addresses.length === 0) return 'webhook_host_unresolved';
  return addresses.every(isPublicAddress) ? undefined : 'webhook_address_private';
}
