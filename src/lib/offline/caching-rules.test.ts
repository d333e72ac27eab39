import { describe, expect, it } from 'vitest';
import { NEVER_CACHED, cachingStrategyOf, keepablePagePath, type RequestFacts } from './caching-rules.ts';

// Which request the service worker answers how (issue "offline": never a token, a member's data, a
// ticketing redirect or anything behind consent; programme pages fresh when online).

const ORIGIN = 'https://cinema.example';

function page(path: string, extra: Partial<RequestFacts> = {}): RequestFacts {
  return {
    url: new URL(path, ORIGIN),
    method: 'GET',
    mode: 'navigate',
    destination: 'document',
    origin: ORIGIN,
    routerData: false,
    ...extra,
  };
}

function asset(path: string, destination = 'script', extra: Partial<RequestFacts> = {}): RequestFacts {
  return page(path, { mode: 'no-cors', destination, ...extra });
}

describe('cachingStrategyOf', () => {
  it.each([
    ['/api/member/session/', 'a member session and its tokens'],
    ['/api/member/logout/', 'sign-out'],
    ['/api/cypher', 'the gateway: member records, provider answers'],
    ['/api/ticketing/redirect?showtimeId=1', 'the ticketing hand-off that adds the member token'],
    ['/api/startticketing/redirect', 'the §2.1 redirect endpoints'],
    ['/api/preview/design', 'the §4.13 live preview design'],
    ['/__third-party-proxy?url=x', 'scripts that need consent'],
    ['/cms-preview/', '§4.13 live preview pages'],
    ['/cms-preview/infos/', '§4.13 live preview pages'],
    ['/sw.js', 'updates of the worker itself'],
    ['/manifest.webmanifest', 'the manifest, checked by the browser'],
    ['/booking/', 'the booking hand-off'],
    ['/account/profile/', 'member screens that read live data'],
  ])('never keeps %s (protects %s)', (path) => {
    expect(cachingStrategyOf(page(path))).toBe('network');
    expect(cachingStrategyOf(asset(path, ''))).toBe('network');
  });

  it('never keeps another origin: tag managers, ad servers, the ticketing site', () => {
    expect(cachingStrategyOf(asset('https://www.googletagmanager.com/gtm.js'))).toBe('network');
    expect(cachingStrategyOf(page('https://tickets.example/book/1'))).toBe('network');
  });

  it('never keeps a request that is not a GET (forms, sign-in, the gateway)', () => {
    expect(cachingStrategyOf(page('/movies/', { method: 'POST' }))).toBe('network');
  });

  it('never keeps an address with a query: a §4.2 token arriving, a reset code, utm tags', () => {
    expect(cachingStrategyOf(page('/movies/?token=abc'))).toBe('network');
    expect(cachingStrategyOf(page('/movies/12-x/?userSessionId=s3cr3t'))).toBe('network');
    expect(cachingStrategyOf(page('/account/reset-password/?token=r'))).toBe('network');
  });

  it("never keeps the router's page data, whose answer varies by request headers", () => {
    expect(cachingStrategyOf(asset('/movies/', '', { routerData: true }))).toBe('network');
    expect(cachingStrategyOf(asset('/movies/?_rsc=1x2y', ''))).toBe('network');
  });

  it('§4.13 never answers a framed page (live preview, embedded mode) from a cache', () => {
    expect(cachingStrategyOf(page('/movies/', { destination: 'iframe' }))).toBe('network');
  });

  it('puts the network first for programme pages, so that online showtimes are never yesterday’s', () => {
    for (const path of ['/', '/movies/', '/movies/12-fight-club/', '/theaters/', '/theaters/le-grand/', '/events/x/'])
      expect(cachingStrategyOf(page(path))).toBe('programme-page');
  });

  it('answers other pages from the kept copy, refreshed behind it', () => {
    expect(cachingStrategyOf(page('/infos-pratiques/'))).toBe('page');
    expect(cachingStrategyOf(page('/account/'))).toBe('page');
    expect(cachingStrategyOf(page('/account/cards/'))).toBe('page');
  });

  it("keeps the build's hashed files and the site's images", () => {
    expect(cachingStrategyOf(asset('/_next/static/chunks/abc.js'))).toBe('build-file');
    expect(cachingStrategyOf(asset('/posters/12.webp', 'image'))).toBe('image');
    expect(cachingStrategyOf(asset('/icon.svg', 'image'))).toBe('image');
    expect(cachingStrategyOf(asset('/logo.png', 'image'))).toBe('image');
  });

  it('leaves any other fetch of our origin to the network (calendar files, health probes)', () => {
    expect(cachingStrategyOf(asset('/robots.txt', ''))).toBe('network');
    expect(cachingStrategyOf(asset('/movies/', 'empty', { mode: 'cors' }))).toBe('network');
  });

  it('names what each never-cached rule protects', () => {
    for (const rule of NEVER_CACHED) expect(rule.protects.length).toBeGreaterThan(5);
  });
});

describe('keepablePagePath', () => {
  it('keeps plain pages and refuses anything the worker would not keep', () => {
    expect(keepablePagePath('/movies/', ORIGIN)).toBe('/movies/');
    expect(keepablePagePath('/movies/?token=x', ORIGIN)).toBeNull();
    expect(keepablePagePath('/api/cypher', ORIGIN)).toBeNull();
    expect(keepablePagePath('https://evil.example/', ORIGIN)).toBeNull();
  });
});
