import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client: the /24 block of its IPv4 address, or the /64 prefix of its
 * IPv6 address. One host commonly holds many addresses of its block (a /64 is handed out whole,
 * and every 127.x address is the same machine), so a per-address key would be free to rotate.
 * Forwarding headers are ignored: this backend is not deployed behind a proxy, and a client
 * could write any X-Forwarded-For it likes.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ipv4 = mapped?.[1] ?? (isIPv4(address) ? address : undefined);
  if (ipv4) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`;
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
