import { describe, expect, it } from 'vitest';
import { isListedHost } from './public-suffix-check.ts';
import { staticAnchorOf, type StaticLinkContext } from './static-link.ts';

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
