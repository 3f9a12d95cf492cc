import { describe, expect, it } from 'vitest';
import { HandshakePool, sourceOf } from '../src/sessions/handshake-pool.ts';

describe('the pre-hello pool', () => {
  it('caps one address, then the pool, and gives places back once', () => {
    const pool = new HandshakePool({ maxHandshakes: 3, maxHandshakesPerAddress: 2 });
    const first = pool.enter('127.0.0.2');
    const second = pool.enter('::ffff:127.0.0.2');
    expect([first.kind, second.kind]).toEqual(['admitted', 'admitted']);
    expect(pool.enter('127.0.0.2').kind).toBe('address-full');
    expect(pool.enter('127.0.0.1').kind).toBe('admitted');
    expect(pool.enter('127.0.0.3').kind).toBe('pool-full');
    if (first.kind !== 'admitted') throw new Error('unreachable');
    first.release();
    first.release();
    expect(pool.size).toBe(2);
    expect(pool.enter('127.0.0.2').kind).toBe('admitted');
  });

  it('counts an IPv6 host by its /64', () => {
    expect(sourceOf('2001:db8:0:1::5')).toBe(sourceOf('2001:db8:0:1:ffff::9'));
    expect(sourceOf('2001:db8:0:1::5')).not.toBe(sourceOf('2001:db8:0:2::5'));
    expect(sourceOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});
