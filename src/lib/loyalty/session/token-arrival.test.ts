import { describe, expect, it } from 'vitest';
import { isTrustedTokenArrival, originsOf, tokenArrivalOf, tokenLoginPath, tokenLoginTarget } from './token-arrival.ts';

describe('§4.2 login by token: a member arriving from the ticketing site with their token', () => {
  it('reads the provider’s own token parameter (§3.6) and keeps the rest of the address', () => {
    expect(tokenArrivalOf('/movies/dune/', '?userSessionId=abc123&day=2', 'RTS')).toEqual({
      token: 'abc123',
      path: '/movies/dune/?day=2',
    });
    expect(tokenArrivalOf('/', '?token=t0k.en', 'BOOST_POS')).toEqual({ token: 't0k.en', path: '/' });
    expect(tokenArrivalOf('/', '?token_clubcgr=c1', 'CGR')).toEqual({ token: 'c1', path: '/' });
    expect(tokenArrivalOf('/', '?requestData=r1', 'TAPOS')).toEqual({ token: 'r1', path: '/' });
  });

  it('leaves alone an address without it, another provider’s name, a site without loyalty and the reset page', () => {
    expect(tokenArrivalOf('/', '?day=2', 'RTS')).toBeNull();
    expect(tokenArrivalOf('/', '?token=abc', 'RTS')).toBeNull();
    expect(tokenArrivalOf('/', '?token=abc', 'NONE')).toBeNull();
    // §2.5: the reset page's ?token= is the provider's reset code, not a session.
    expect(tokenArrivalOf('/account/reset-password/', '?token=code', 'BOOST_POS')).toBeNull();
  });

  it('takes the last of repeated values, and removes every one; a value no token can be is not tried', () => {
    expect(tokenArrivalOf('/', '?token=a&x=1&token=b', 'BOOST_POS')).toEqual({ token: 'b', path: '/?x=1' });
    expect(tokenArrivalOf('/', '?token=%3Cscript%3E', 'BOOST_POS')).toEqual({ token: null, path: '/' });
    expect(tokenArrivalOf('/', `?token=${'a'.repeat(2049)}`, 'BOOST_POS')).toEqual({ token: null, path: '/' });
    expect(tokenArrivalOf('/', '?token=', 'BOOST_POS')).toEqual({ token: null, path: '/' });
  });

  it('hands the route the page and the token', () => {
    const path = tokenLoginPath({ token: 'a+b', path: '/movies/?day=2' });
    const url = new URL(path, 'https://x.test');
    expect(url.pathname).toBe('/api/member/token-login');
    expect(url.searchParams.get('to')).toBe('/movies/?day=2');
    expect(url.searchParams.get('token')).toBe('a+b');
    expect(new URL(tokenLoginPath({ token: null, path: '/' }), 'https://x.test').searchParams.has('token')).toBe(false);
  });

  it('goes back only to a page of this site; the sign-in page leads to the member area once signed in', () => {
    expect(tokenLoginTarget('/movies/?day=2', 'connexion', true)).toBe('/movies/?day=2');
    expect(tokenLoginTarget('https://evil.example/', 'connexion', true)).toBe('/');
    expect(tokenLoginTarget('//evil.example/', 'connexion', false)).toBe('/');
    expect(tokenLoginTarget('/api/cypher', 'connexion', true)).toBe('/');
    expect(tokenLoginTarget(null, 'connexion', true)).toBe('/');
    expect(tokenLoginTarget('/connexion/', 'connexion', true)).toBe('/account/');
    expect(tokenLoginTarget('/connexion/?from=%2Fmovies%2F', 'connexion', true)).toBe('/movies/');
    expect(tokenLoginTarget('/connexion/?from=%2Fmovies%2F', 'connexion', false)).toBe('/connexion/?from=%2Fmovies%2F');
    expect(tokenLoginTarget('/connexion/?a=%0A', 'connexion', false)).toBe('/connexion/?a=%0A');
  });
});

describe('§4.2 login by token: only an arrival this site or the ticketing site sent signs in (login CSRF)', () => {
  const trustedOrigins = ['https://tickets.example.com', 'https://kiosk.example'];
  const arrival = (fetchSite: string | null, referer: string | null) =>
    isTrustedTokenArrival({ fetchSite, referer, trustedOrigins });

  it('from this site, a sibling subdomain, or no other page (typed, bookmarked, a mail program)', () => {
    for (const fetchSite of ['same-origin', 'same-site', 'none'])
      expect([fetchSite, arrival(fetchSite, 'https://evil.example/')]).toEqual([fetchSite, true]);
  });

  it('from another site: only the ticketing site or an embedding site, by the Referer’s origin', () => {
    expect(arrival('cross-site', 'https://tickets.example.com/ticketing/confirmation?x=1')).toBe(true);
    expect(arrival('cross-site', 'https://kiosk.example/')).toBe(true);
    for (const referer of [
      'https://evil.example/',
      'https://tickets.example.com.evil.example/',
      'http://tickets.example.com/',
      'https://tickets.example.com:8443/',
      'https://user@evil.example/',
      'not a url',
      null,
    ])
      expect([referer, arrival('cross-site', referer)]).toEqual([referer, false]);
  });

  it('an unknown fetch-site value is refused; a browser without fetch metadata keeps §4.2 working', () => {
    expect(arrival('cross-origin', 'https://tickets.example.com/')).toBe(false);
    expect(arrival(null, null)).toBe(true);
  });

  it('the trusted origins come from the configured URLs, the empty and unparsable ones left out', () => {
    expect(
      originsOf([
        'https://tickets.example.com/ticketing',
        'https://tickets.example.com/other/',
        '',
        'javascript:alert(1)',
        'http://localhost:4010/websales',
      ]),
    ).toEqual(['https://tickets.example.com', 'http://localhost:4010']);
  });
});
