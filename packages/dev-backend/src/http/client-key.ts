import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client: its IPv4 address, or the /64 prefix of its IPv6 address
 * (one host is handed a whole /64, so a per-address key would be free to rotate).
 * Forwarding headers are ignored: this backend is not deployed behind a proxy, and a client
 * could write any X-Forwarded-For it likes.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = address.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
