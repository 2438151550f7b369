// The creator key shares bot time by client: an IPv6 client's whole /64 network is one creator.
import { describe, expect, it } from 'vitest';
import { creatorKey } from '../../src/server/seats/creator.ts';

describe('the creator key of a client address', () => {
  it('is one per IPv4 address, mapped into IPv6 or not', () => {
    expect(creatorKey('192.0.2.7')).toBe(creatorKey('::ffff:192.0.2.7'));
    expect(creatorKey('192.0.2.7')).not.toBe(creatorKey('192.0.2.8'));
    expect(creatorKey('192.0.2.7')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is one per IPv6 /64 network, however the address is written', () => {
    const key = creatorKey('2001:db8:0:1::1');
    expect(creatorKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe(key);
    expect(creatorKey('2001:DB8:0:1:a::')).toBe(key);
    expect(creatorKey('2001:db8:0:2::1')).not.toBe(key);
    expect(creatorKey('2001:db8::1')).toBe(creatorKey('2001:db8:0:0:1::'));
    expect(creatorKey('::1')).toBe(creatorKey('::2'));
    expect(creatorKey('::1')).not.toBe(key);
  });
});
