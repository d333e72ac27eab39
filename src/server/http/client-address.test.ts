import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-address.ts';

// Who counts as one client for the per-client limits.
describe('the client of a per-client limit', () => {
  it('an IPv6 address counts by its /64, however it is written', () => {
    const key = '2001:db8:0:42::/64';
    for (const address of [
      '2001:db8:0:42::1',
      '2001:0DB8:0000:0042:abcd:ef01:2345:6789',
      '2001:db8::42:0:0:0:1',
      'fe80::1%eth0',
    ])
      expect(clientLimitKey(address)).toBe(address.startsWith('fe80') ? 'fe80:0:0:0::/64' : key);
    expect(clientLimitKey('2001:db8:0:43::1')).not.toBe(key);
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('an IPv4 address is itself, also when written as IPv6', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('anything else (no site server: "unknown") is kept as it is', () => {
    expect(clientLimitKey('unknown')).toBe('unknown');
  });
});
