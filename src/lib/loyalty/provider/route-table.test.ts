import { describe, expect, it } from 'vitest';
import { buildRoute, matchRoute, PROVIDER_ROUTES, ROUTE_IDS, RouteParameterError } from './route-table.ts';

describe('§7 route table', () => {
  it('§7.2–§7.9 every entry has a method, a path starting with "/" and a section', () => {
    expect(ROUTE_IDS.length).toBeGreaterThanOrEqual(50);
    for (const id of ROUTE_IDS) {
      const spec = PROVIDER_ROUTES[id];
      expect(spec.path.startsWith('/')).toBe(true);
      expect(spec.section).toMatch(/^§7\.[2-9]$/);
    }
  });

  it('§7.1 a route built by the client matches its own entry and is rebuilt identically', () => {
    const samples: Record<string, string> = {
      circuitId: '1001',
      cinemaId: '2001',
      boxofficeCircuitId: '5001',
      boxofficeCinemaId: '3001',
      email: 'jane.doe@example.com',
      emailAddress: 'jane.doe@example.com',
      rootUrl: 'www.example.com',
      resetPasswordLink: 'https://www.example.com/reset/?token=',
      resetCode: 'uid=12&token=ab-cd',
      cardNumber: 'CARD123',
      bookingId: 'BK42',
      walletProvider: 'Apple',
      fullJwt: 'true',
      memberId: '',
      maxResults: '10',
      userSessionId: 'abc123',
    };
    for (const id of ROUTE_IDS) {
      const spec = PROVIDER_ROUTES[id];
      const route = buildRoute(id, samples as Record<string, string>);
      const matched = matchRoute(spec.method, route);
      expect(matched, `${id} ${route}`).toMatchObject({ ok: true, id, pathAndQuery: route });
    }
  });

  it('§7.5 Delete keeps its empty memberId value', () => {
    expect(buildRoute('deleteMemberV3', { boxofficeCircuitId: '5001', memberId: '' })).toBe(
      '/Member/v3/Delete/?boxofficeCircuitId=5001&memberId=',
    );
  });

  it('§7.9 wallet paths carry the wallet provider before "ForPasses"', () => {
    const route = buildRoute('walletETicket', {
      walletProvider: 'Google',
      circuitId: '5001',
      bookingId: 'B1',
      fullJwt: 'true',
    });
    expect(route).toBe('/GoogleForPasses/GetETicket/5001/B1?fullJwt=true');
  });

  it('§7.1 the client refuses to build a route with a malformed parameter', () => {
    expect(() => buildRoute('loginV1', { circuitId: '../admin' })).toThrow(RouteParameterError);
    expect(() => buildRoute('loginV1', {})).toThrow(RouteParameterError);
    expect(() => buildRoute('getMemberV1', { circuitId: '1', userSessionId: '.hidden' })).toThrow(RouteParameterError);
  });

  it('§7.5 session ids in base64url may start with "-" or "_"', () => {
    expect(buildRoute('getMemberV1', { circuitId: '1', userSessionId: '-abc_DEF' })).toContain(
      'userSessionId=-abc_DEF',
    );
    expect(buildRoute('getMemberV1', { circuitId: '1', userSessionId: '_x-Y' })).toContain('userSessionId=_x-Y');
  });

  it.each([
    ['GET', '/Member/Login?circuitId=1', 'method-not-allowed'],
    ['POST', '/Member/Admin?circuitId=1', 'unknown-route'],
    ['POST', 'http://evil.example/Member/Login?circuitId=1', 'malformed-route'],
    ['POST', '//evil.example/Member/Login?circuitId=1', 'malformed-route'],
    ['POST', '/Member/../Admin/Login?circuitId=1', 'unknown-route'],
    ['GET', '/Member/GetItemsAvailableToValidatedLoyaltyMember/%2e%2e', 'bad-parameter'],
    ['GET', '/Member/GetItemsAvailableToValidatedLoyaltyMember/..%2Fadmin', 'bad-parameter'],
    ['POST', '/Member/Login?circuitId=1&circuitId=2', 'bad-parameter'],
    ['POST', '/Member/Login?circuitId=1&extra=1', 'bad-parameter'],
    ['POST', '/Member/Login?__proto__=1&circuitId=1', 'bad-parameter'],
    ['POST', '/Member/Login', 'bad-parameter'],
    ['POST', '/Member/Login?circuitId=1\r\nX-Injected: 1', 'malformed-route'],
    ['POST', '/Member/Login?circuitId=1%0d%0aX: 1', 'malformed-route'],
    ['POST', '/Member/Login?circuitId=1%0d%0aX:1', 'bad-parameter'],
    ['POST', '\\\\evil\\Member\\Login', 'malformed-route'],
  ])('§7.1 %s %s is refused (%s)', (method, route, reason) => {
    expect(matchRoute(method, route)).toEqual({ ok: false, reason });
  });
});
