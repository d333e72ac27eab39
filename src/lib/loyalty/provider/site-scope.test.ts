import { describe, expect, it } from 'vitest';
import { matchRoute, buildRoute } from './route-table.ts';
import { loyaltyScopeOf, scopeCall, type LoyaltyScope } from './site-scope.ts';

const site = {
  configuration: { theaterIds: ['3001', '3002'] },
  settings: { circuit: { id: '5001' }, loyalty: { provider: 'BOOST_POS', circuitId: '5001', clubId: 'STAR' } },
};
const scope = loyaltyScopeOf(site, 'https://www.starlight.example/') as LoyaltyScope;

function scoped(method: string, route: string, payload: Record<string, unknown> = {}) {
  const match = matchRoute(method, route);
  if (!match.ok) throw new Error(`not a table route: ${route}`);
  return scopeCall(match, payload, scope);
}

describe('site scope of the gateway (§3.6, §4.11)', () => {
  it('derives circuit, club, generation and cinemas from the site; no loyalty: no scope', () => {
    expect(scope).toEqual({
      provider: 'BOOST_POS',
      version: 3,
      circuitId: '5001',
      clubId: 'STAR',
      cinemaIds: ['3001', '3002'],
      siteOrigin: 'https://www.starlight.example',
    });
    expect(loyaltyScopeOf({ ...site, settings: { circuit: { id: '5001' } } }, 'https://a.example')).toBeNull();
  });

  it('refuses the other generation, circuit, cinema and club; passes its own', () => {
    expect(scoped('POST', buildRoute('loginV1', { circuitId: '5001' }))).toEqual({
      ok: false,
      reason: 'other-generation',
    });
    expect(scoped('POST', buildRoute('loginV3', { boxofficeCircuitId: '5002' }))).toEqual({
      ok: false,
      reason: 'other-circuit',
    });
    expect(scoped('GET', buildRoute('rewardsListingV3', { boxofficeCinemaId: '4001' }))).toEqual({
      ok: false,
      reason: 'other-cinema',
    });
    const removeFavorite = buildRoute('removeFavoriteCinemaV3', { boxofficeCircuitId: '5001' });
    expect(scoped('POST', removeFavorite, { boxofficeCinemaId: '9999' })).toEqual({
      ok: false,
      reason: 'other-cinema',
    });
    expect(scoped('POST', removeFavorite, { boxofficeCinemaId: 3001 })).toEqual({ ok: false, reason: 'other-cinema' });
    expect(scoped('POST', removeFavorite, { boxofficeCinemaId: '3002' }).ok).toBe(true);
    const create = buildRoute('createV3', { boxofficeCircuitId: '5001' });
    expect(scoped('POST', create, { clubId: 'OTHER' })).toEqual({ ok: false, reason: 'other-club' });
    expect(scoped('POST', create, { clubId: 'STAR' }).ok).toBe(true);
    expect(scoped('POST', create, { clubId: null }).ok).toBe(true);
    expect(scoped('GET', buildRoute('getAllEVoucherConcessions', { cinemaId: '3002' })).ok).toBe(true);
  });

  it('§2.5 §3.13 writes rootUrl and the reset link itself; another host is refused', () => {
    const route = (rootUrl: string, resetPasswordLink: string) =>
      buildRoute('getResetPasswordCodeV3', {
        boxofficeCircuitId: '5001',
        boxofficeCinemaId: '3001',
        emailAddress: 'a@b.co',
        rootUrl,
        resetPasswordLink,
      });
    expect(scoped('GET', route('evil.example', 'https://evil.example/r'))).toEqual({
      ok: false,
      reason: 'foreign-reset-link',
    });
    expect(scoped('GET', route('www.starlight.example', 'http://www.starlight.example/r'))).toEqual({
      ok: false,
      reason: 'foreign-reset-link',
    });
    const own = scoped('GET', route('www.starlight.example', 'https://www.starlight.example/elsewhere/?x=1'));
    expect(own).toEqual({
      ok: true,
      params: expect.objectContaining({
        rootUrl: 'www.starlight.example',
        // BOOST_POS: no e-mail in the link, an empty token parameter (§2.5).
        resetPasswordLink: 'https://www.starlight.example/account/reset-password/?token=',
      }),
    });
  });
});
