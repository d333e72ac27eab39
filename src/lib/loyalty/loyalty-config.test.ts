import { describe, expect, it } from 'vitest';
import { deriveLoyaltyConfig, LOYALTY_CONFIG_DEFAULTS, memberCallCinemaId, tokenParamName } from './loyalty-config.ts';
import { buildTicketingHandoff } from './handoff/ticketing-handoff.ts';
import { isProviderSuccess } from './provider/provider-schemas.ts';
import { isMemberExpired } from './session/member-expiry.ts';

describe('derived loyalty configuration', () => {
  it('§3.6 defaults when nothing is configured', () => {
    const config = deriveLoyaltyConfig({ loyalty: {}, settingsCircuitId: '9', currentCinemaId: '91' });
    expect(config).toEqual({ ...LOYALTY_CONFIG_DEFAULTS, loggedInMenu: undefined });
    expect(config.version).toBe(1);
    expect(config.scannableCodeFormat).toBe('QR_CODE');
    expect(config.cardType).toBe('DEMATERIALIZED');
  });

  it('§4.11 RTS forces type NON_TIERED and keeps version 1', () => {
    const config = deriveLoyaltyConfig({
      loyalty: { provider: 'RTS', type: 'TIERED', version: 3 },
      settingsCircuitId: '1001',
    });
    expect(config).toMatchObject({ type: 'NON_TIERED', version: 1, provider: 'RTS' });
  });

  it('§3.6, §4.11 any other provider: circuitId and cinemaId keep their defaults (configured, else empty)', () => {
    for (const provider of ['RTS', 'NONE'] as const) {
      expect(
        deriveLoyaltyConfig({ loyalty: { provider }, settingsCircuitId: '1001', currentCinemaId: '2001' }),
      ).toMatchObject({ circuitId: '', cinemaId: '', version: 1 });
      expect(
        deriveLoyaltyConfig({
          loyalty: { provider, circuitId: '11', cinemaId: '22' },
          settingsCircuitId: '1001',
          currentCinemaId: '2001',
        }),
      ).toMatchObject({ circuitId: '11', cinemaId: '22' });
    }
  });

  it('§4.11, §4.14 member calls on a page name the current theater for the providers that take it', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const) {
      expect(memberCallCinemaId({ provider, cinemaId: '3001' }, '3002')).toBe('3002');
      expect(memberCallCinemaId({ provider, cinemaId: '3001' }, null)).toBe('3001');
    }
    expect(memberCallCinemaId({ provider: 'RTS', cinemaId: '2001' }, '2002')).toBe('2001');
  });

  it('§4.11 BOOST_POS variants: POINTS, version 3, loyalty circuit else settings circuit, current cinema', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY'] as const) {
      const own = deriveLoyaltyConfig({
        loyalty: { provider, circuitId: '77' },
        settingsCircuitId: '5001',
        currentCinemaId: '3001',
      });
      expect(own).toMatchObject({
        balanceTypes: ['POINTS'],
        version: 3,
        circuitId: '77',
        cinemaId: '3001',
        type: 'NONE',
      });
      const fallback = deriveLoyaltyConfig({
        loyalty: { provider },
        settingsCircuitId: '5001',
        currentCinemaId: '3002',
      });
      expect(fallback).toMatchObject({ circuitId: '5001', cinemaId: '3002' });
    }
  });

  it('§4.11 TAPOS: version 3 with the loyalty circuit; CGR: settings circuit only', () => {
    expect(
      deriveLoyaltyConfig({ loyalty: { provider: 'TAPOS', circuitId: '6' }, settingsCircuitId: '60' }),
    ).toMatchObject({ version: 3, circuitId: '6' });
    expect(
      deriveLoyaltyConfig({
        loyalty: { provider: 'CGR', circuitId: '7' },
        settingsCircuitId: '70',
        currentCinemaId: '71',
      }),
    ).toMatchObject({
      version: 3,
      circuitId: '70',
      cinemaId: '71',
    });
  });

  it('§3.6 a field of the wrong type counts as absent; loggedInMenu passes through unchanged', () => {
    const menu = [{ label: 'Mes points', href: '/account/' }];
    const config = deriveLoyaltyConfig({
      loyalty: { includeWatchlist: 'yes', loggedInMenu: menu },
      settingsCircuitId: '1',
    });
    expect(config.includeWatchlist).toBe(false);
    expect(config.loggedInMenu).toBe(menu);
  });

  it('§7.10 token parameter names per provider are among the query names in use', () => {
    const inUse = ['return', 'token_clubcgr', 'userSessionId', 'requestData', 'email', 'resetCode', 'uid', 'token'];
    for (const provider of ['NONE', 'RTS', 'BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const) {
      expect(inUse).toContain(tokenParamName(provider));
    }
    expect(tokenParamName('CGR')).toBe('token_clubcgr');
  });

  it('§7.10 version 1 hands off by GET with the token parameter, version 3 by a POST form', () => {
    expect(
      buildTicketingHandoff({
        ticketingUrl: 'http://localhost:4010/ticketing',
        returnPath: '/account',
        token: 't1',
        provider: 'RTS',
        version: 1,
      }),
    ).toEqual({ kind: 'navigate', url: 'http://localhost:4010/ticketing/account?userSessionId=t1' });
    expect(
      buildTicketingHandoff({
        ticketingUrl: 'http://localhost:4010/ticketing',
        returnPath: '/account',
        token: 't3',
        provider: 'BOOST_POS',
        version: 3,
      }),
    ).toEqual({ kind: 'post-form', action: 'http://localhost:4010/ticketing/account', fields: { token: 't3' } });
  });

  it('§3.8 §4.4 the no-expiry placeholder never expires; a past date does', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isMemberExpired({ memberExpiry: '0001-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isMemberExpired({ memberExpiry: null }, now)).toBe(false);
    expect(isMemberExpired({ memberExpiry: '2026-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isMemberExpired({ memberExpiry: '2027-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('§3.9 success is peachCode 0 and statusCode 0 or 200', () => {
    expect(isProviderSuccess({ peachCode: 0, statusCode: 200 })).toBe(true);
    expect(isProviderSuccess({ statusCode: 0 })).toBe(true);
    expect(isProviderSuccess({ peachCode: 31, statusCode: 200 })).toBe(false);
    expect(isProviderSuccess({ peachCode: 0, statusCode: 500 })).toBe(false);
    expect(isProviderSuccess({})).toBe(false);
  });
});
