// The pre-hello pool (docs/decisions.md, "Handshake pool"): sockets that have not yet sent a
// hello are bounded in total and per source address, apart from the capacity for authenticated
// sessions, so a client with no key cannot crowd accounts out however many sockets it opens.
import { isIPv6 } from 'node:net';

export interface HandshakeLimits {
  /** Sockets waiting for their hello, all addresses together. */
  maxHandshakes: number;
  /** Sockets waiting for their hello from one address (IPv6: one /64). */
  maxHandshakesPerAddress: number;
}

export type Admission = { kind: 'admitted'; release: () => void } | { kind: 'address-full' | 'pool-full' };

/** The source a per-address cap counts: an IPv4 address, or the /64 an IPv6 host controls. */
export function sourceOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (!isIPv6(mapped)) return mapped;
  const [head = '', tail = ''] = mapped.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = mapped.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class HandshakePool {
  private readonly perSource = new Map<string, number>();
  private total = 0;

  private readonly limits: HandshakeLimits;

  constructor(limits: HandshakeLimits) {
    this.limits = limits;
  }

  get size(): number {
    return this.total;
  }

  /** A place for one socket from `address`, or why there is none. Release is idempotent. */
  enter(address: string | undefined): Admission {
    const source = sourceOf(address);
    const fromSource = this.perSource.get(source) ?? 0;
    if (fromSource >= this.limits.maxHandshakesPerAddress) return { kind: 'address-full' };
    if (this.total >= this.limits.maxHandshakes) return { kind: 'pool-full' };
    this.perSource.set(source, fromSource + 1);
    this.total += 1;
    let released = false;
    return {
      kind: 'admitted',
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perSource.get(source) ?? 1) - 1;
        if (left === 0) this.perSource.delete(source);
        else this.perSource.set(source, left);
      },
    };
  }
}
