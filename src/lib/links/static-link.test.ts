import { describe, expect, it } from 'vitest';
import { isListedHost } from './public-suffix-check.ts';
import { resolveLink } from './resolve-link.ts';
import { anchorOfPrepared, prepareLink, staticAnchorOf, type StaticLinkContext } from './static-link.ts';

const context: StaticLinkContext = {
  siteDomain: 'cinema-lumiere.fr',
  isListedHost,
  newWindowSuffix: '(Opens in a new window)',
  ticketing: {
    ticketingUrl: 'https://tickets.example.com/ticketing',
    tokenParam: 'userSessionId',
    betaFeaturesEnabled: false,
  },
};

describe('§2.3 links decided on the server', () => {
  it('a page of the site: a plain anchor for the client router, nothing carried yet (utm is the browser’s)', () => {
    expect(staticAnchorOf({ href: '/movies/12-alien/' }, context)).toMatchObject({
      kind: 'anchor',
      href: '/movies/12-alien/',
      clientNavigation: true,
      external: false,
    });
  });

  it('§2.3 outbound: a new window, no referrer, the suffix and the click event, decided once', () => {
    expect(staticAnchorOf({ href: 'https://www.openstreetmap.org/?mlat=48.8' }, context)).toMatchObject({
      kind: 'anchor',
      external: true,
      newWindow: true,
      titleSuffix: '(Opens in a new window)',
      analyticsEvent: expect.objectContaining({ category: expect.any(String) }),
    });
  });

  it('left to the browser: §6 ticketing links (the member’s token) and §2.3 web-sales booking links (embedding per visit)', () => {
    expect(staticAnchorOf({ href: 'https://tickets.example.com/ticketing/account' }, context)).toBeNull();
    expect(
      staticAnchorOf({ href: 'https://tickets.example.com/websales/sales/PAR01/book?perfcode=9' }, context),
    ).toBeNull();
    expect(
      staticAnchorOf(
        { href: 'https://tickets.example.com/websales/sales/PAR01/book?perfcode=9', embeddedBookingRewrite: false },
        context,
      ),
    ).toMatchObject({ kind: 'anchor', external: true });
  });

  it('left to the browser: every kind that is not a plain anchor', () => {
    for (const href of ['', '#', '#loyalty-logout', '#theater-picker', '#main', 'javascript:alert(1)']) {
      expect(staticAnchorOf({ href }, context)).toBeNull();
    }
    expect(staticAnchorOf({ href: '/contact/', sendAsForm: true }, context)).toBeNull();
  });

  it('left to the browser: a host whose public-suffix answer is not known here', () => {
    expect(
      staticAnchorOf({ href: 'https://elsewhere.example/' }, { ...context, isListedHost: () => undefined }),
    ).toBeNull();
  });
});

describe('§2.3, §6 links prepared for the showtime lists', () => {
  const withTheater = { ...context, pageTheaterId: '2001' };
  const websales = 'https://tickets.example.com/websales/sales/PAR01/book?perfcode=9';
  const visit = { embedding: false, newWindowSuffix: '(Opens in a new window)' };

  it('a web-sales booking link: outbound for every visit, the booking route ready for an embedding visit', () => {
    const prepared = prepareLink(websales, withTheater);
    expect(prepared).toEqual({
      href: websales,
      external: true,
      embeddedHref: '/booking/?theaterCode=PAR01&perfCode=9',
    });
    // What the browser rebuilds is what the browser's Link would have decided.
    expect(anchorOfPrepared(prepared, visit)).toEqual(
      resolveLink({ href: websales }, { ...context, currentPath: '', currentSearch: '' }),
    );
    expect(anchorOfPrepared(prepared, { ...visit, embedding: true })).toEqual(
      resolveLink(
        { href: websales },
        { ...context, currentPath: '', currentSearch: '', embeddingMode: 'tapos_embedded' },
      ),
    );
  });

  it('a site configured for embedding gives the booking route to every visit', () => {
    const prepared = prepareLink(websales, { ...withTheater, embeddingMode: 'tapos_embedded' });
    expect(prepared).toEqual({ href: '/booking/?theaterCode=PAR01&perfCode=9', route: true });
  });

  it('§6 a ticketing account link goes through our endpoint, naming the page’s theater (§4.14)', () => {
    const prepared = prepareLink('https://tickets.example.com/ticketing/account', withTheater);
    expect(prepared.route).toBeUndefined();
    expect(prepared.href).toMatch(/^\/api\//);
    expect(prepared.href).toContain('2001');
    const account = 'https://tickets.example.com/ticketing/account';
    expect(anchorOfPrepared(prepared, visit)).toEqual(
      resolveLink(
        { href: account },
        { ...context, currentPath: '', currentSearch: '', ticketing: { ...context.ticketing!, pageTheaterId: '2001' } },
      ),
    );
  });

  it('no destination: nothing to follow', () => {
    expect(prepareLink('', withTheater)).toEqual({ href: null });
    expect(anchorOfPrepared({ href: null }, visit)).toBeNull();
  });
});
