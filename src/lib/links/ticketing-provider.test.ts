import { describe, expect, it } from 'vitest';
import { ticketingProviderInUse, ticketingTokenParam } from './ticketing-provider.ts';

describe('§1 the ticketing provider in use', () => {
  const theaters = [
    { id: 'a', ticketingProvider: 'TAPOS' as const },
    { id: 'b' },
    { id: 'c', ticketingProvider: 'NONE' as const },
  ];

  it('is the current theater’s own, else the site-wide setting', () => {
    expect(ticketingProviderInUse(theaters, 'a', 'BOOST_POS')).toBe('TAPOS');
    expect(ticketingProviderInUse(theaters, 'b', 'BOOST_POS')).toBe('BOOST_POS');
    expect(ticketingProviderInUse(theaters, 'c', 'BOOST_POS')).toBe('BOOST_POS');
    expect(ticketingProviderInUse(theaters, null, 'BOOST_POS')).toBe('BOOST_POS');
    expect(ticketingProviderInUse(theaters, 'unknown', 'RTS')).toBe('RTS');
  });

  it('names the token parameter (§3.6, §7.10): the provider in use’s, else the loyalty provider’s', () => {
    expect(ticketingTokenParam('TAPOS', 'BOOST_POS')).toBe('requestData');
    expect(ticketingTokenParam('RTS', 'BOOST_POS')).toBe('userSessionId');
    expect(ticketingTokenParam('NONE', 'CGR')).toBe('token_clubcgr');
  });
});
