import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../config/load-site.ts';
import { editorOrigins } from '../../preview/editor-origins.ts';
import {
  isTrustedTokenArrival,
  originsOf,
  tokenArrivalOf,
  tokenArrivalOriginsOf,
  tokenLoginPath,
  tokenLoginTarget,
} from './token-arrival.ts';

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

  it('from this site’s own pages, or from no page at all (typed, bookmarked)', () => {
    for (const fetchSite of ['same-origin', 'none'])
      expect([fetchSite, arrival(fetchSite, 'https://evil.example/')]).toEqual([fetchSite, true]);
  });

  it('from another site or a sibling subdomain: only the ticketing site or an embedding site, by the Referer’s origin', () => {
    for (const fetchSite of ['cross-site', 'same-site']) {
      expect(arrival(fetchSite, 'https://tickets.example.com/ticketing/confirmation?x=1')).toBe(true);
      expect(arrival(fetchSite, 'https://kiosk.example/')).toBe(true);
      for (const referer of [
        'https://evil.example/',
        'https://blog.cinema.example/',
        'https://tickets.example.com.evil.example/',
        'http://tickets.example.com/',
        'https://tickets.example.com:8443/',
        'https://user@evil.example/',
        'not a url',
        null,
      ])
        expect([fetchSite, referer, arrival(fetchSite, referer)]).toEqual([fetchSite, referer, false]);
    }
  });

  it('an unknown fetch-site value is refused; a browser without fetch metadata keeps §4.2 working', () => {
    expect(arrival('cross-origin', 'https://tickets.example.com/')).toBe(false);
    expect(arrival(null, null)).toBe(true);
  });

  it('the trusted origins: the ticketing URLs’ origins and the embedding sites, the empty and unparsable left out', () => {
    expect(
      originsOf([
        'https://tickets.example.com/ticketing',
        'https://tickets.example.com/other/',
        '',
        'javascript:alert(1)',
      ]),
    ).toEqual(['https://tickets.example.com']);
    expect(
      tokenArrivalOriginsOf({ loyalty: '', site: 'https://www.tickets.example/websales' }, ['https://kiosk.example']),
    ).toEqual(['https://www.tickets.example', 'https://kiosk.example']);
    // The demo sites: the sandbox's ticketing stand-in, which also embeds them.
    for (const name of ['cinema-paris', 'circuit-demo']) {
      const { settings, configuration } = loadSiteFile(name);
      const origins = tokenArrivalOriginsOf(
        { loyalty: settings.loyalty?.ticketingUrl ?? '', site: settings.ticketingSiteUrl },
        editorOrigins(configuration.allowedEmbeddingDomains),
      );
      expect(origins, name).toContain('http://localhost:4010');
      expect(origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin))).toBe(true);
    }
  });
});
