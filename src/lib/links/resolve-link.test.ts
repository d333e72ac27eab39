import { describe, expect, it } from 'vitest';
import { EMBEDDING_MODE_TAPOS, PREVIEW_PATH_PREFIX } from '../config/constants.ts';
import { isListedHost } from './public-suffix-check.ts';
import { resolveLink, type LinkContext } from './resolve-link.ts';

const context: LinkContext = {
  siteDomain: 'cinema-lumiere.fr',
  isListedHost,
  currentPath: '/movies/',
  currentSearch: '?utm_source=fb&theater=2',
  newWindowSuffix: '(Opens in a new window)',
};

describe('resolveLink: every §2.3 rule in one decision', () => {
  it('§2.3 no destination: empty, blank, null and "#" render disabled', () => {
    for (const href of ['', '   ', null, undefined, '#']) {
      expect(resolveLink({ href }, context)).toEqual({ kind: 'disabled', reason: 'no-destination' });
    }
  });

  it('renders script schemes disabled', () => {
    expect(resolveLink({ href: 'JAVASCRIPT:alert(1)' }, context)).toEqual({
      kind: 'disabled',
      reason: 'unsafe-scheme',
    });
  });

  it('§2.3 internal links: client navigation with the current utm_* carried', () => {
    expect(resolveLink({ href: '/theaters/' }, context)).toEqual({
      kind: 'anchor',
      href: '/theaters/?utm_source=fb',
      clientNavigation: true,
      suppressClicks: false,
      external: false,
      newWindow: false,
      rel: undefined,
      titleSuffix: null,
      analyticsEvent: null,
    });
  });

  it('§2.1 files are not client-side routes', () => {
    const resolved = resolveLink({ href: '/docs/programme.pdf' }, context);
    expect(resolved).toMatchObject({ kind: 'anchor', clientNavigation: false });
  });

  it('§2.3 outbound links: new window, no referrer, suffix, click event on the final href', () => {
    expect(resolveLink({ href: 'https://www.imdb.com/title/tt1/' }, context)).toEqual({
      kind: 'anchor',
      href: 'https://www.imdb.com/title/tt1/?utm_source=fb',
      clientNavigation: false,
      suppressClicks: false,
      external: true,
      newWindow: true,
      rel: 'noopener noreferrer',
      titleSuffix: '(Opens in a new window)',
      analyticsEvent: {
        action: 'click',
        category: 'Navigation',
        label: 'out: https://www.imdb.com/title/tt1/?utm_source=fb',
      },
    });
  });

  it('same-domain absolute links stay in the tab and load as documents', () => {
    expect(resolveLink({ href: 'https://billetterie.cinema-lumiere.fr/' }, context)).toMatchObject({
      kind: 'anchor',
      external: false,
      newWindow: false,
      clientNavigation: false,
    });
  });

  it('§2.3 e-mail destinations become mailto links without utm', () => {
    expect(resolveLink({ href: 'contact@cinema-lumiere.fr' }, context)).toMatchObject({
      kind: 'anchor',
      href: 'mailto:contact@cinema-lumiere.fr',
      external: false,
      clientNavigation: false,
    });
  });

  it('§2.3 fragment links name the element to focus', () => {
    expect(resolveLink({ href: '#showtimes' }, context)).toEqual({
      kind: 'fragment',
      href: '#showtimes',
      targetId: 'showtimes',
      suppressClicks: false,
    });
  });

  it('§2.3 "#loyalty-logout" dispatches the logout event', () => {
    expect(resolveLink({ href: '#loyalty-logout' }, context)).toEqual({
      kind: 'hashAction',
      href: '#loyalty-logout',
      event: 'loyalty:logout',
      suppressClicks: false,
    });
  });

  it('§2.3 action link targets trigger their action, from the default or a configured list', () => {
    expect(resolveLink({ href: '#theater-picker' }, context)).toMatchObject({
      kind: 'action',
      action: 'openTheaterPicker',
    });
    const configured = { ...context, actionLinkTargets: { '/pick/': 'openTheaterPicker' as const } };
    expect(resolveLink({ href: '/pick/' }, configured)).toMatchObject({ kind: 'action', action: 'openTheaterPicker' });
    expect(resolveLink({ href: '#theater-picker' }, configured)).toMatchObject({ kind: 'fragment' });
  });

  it('§2.3 preview prefix: every kind of link has its clicks suppressed', () => {
    const preview = { ...context, currentPath: `${PREVIEW_PATH_PREFIX}/home/` };
    for (const href of ['/a/', 'https://www.imdb.com/', '#x', '#loyalty-logout', '#theater-picker']) {
      expect(resolveLink({ href }, preview)).toMatchObject({ suppressClicks: true });
    }
    expect(resolveLink({ href: '/a/', sendAsForm: true }, preview)).toMatchObject({
      kind: 'postForm',
      suppressClicks: true,
    });
  });

  it('§2.3 embedded booking links become internal booking-route links, utm carried', () => {
    const embedded: LinkContext = { ...context, embeddingMode: EMBEDDING_MODE_TAPOS };
    const href = 'https://tickets.example.com/websales/sales/LUM01/book?perfcode=42';
    expect(resolveLink({ href }, embedded)).toMatchObject({
      kind: 'anchor',
      href: '/booking/?theaterCode=LUM01&perfCode=42&utm_source=fb',
      clientNavigation: true,
      external: false,
    });
    expect(resolveLink({ href }, context)).toMatchObject({ kind: 'anchor', external: true });
  });

  it('§2.3 the booking route hands over to the web-sales page: its own link opts out of the rewrite', () => {
    const embedded: LinkContext = { ...context, embeddingMode: EMBEDDING_MODE_TAPOS };
    const href = 'https://tickets.example.com/websales/sales/LUM01/book?perfcode=42';
    expect(resolveLink({ href, embeddedBookingRewrite: false }, embedded)).toMatchObject({
      kind: 'anchor',
      href: `${href}&utm_source=fb`,
      clientNavigation: false,
    });
  });

  it('§2.3 post protocol: a form with hidden inputs, utm kept on the action', () => {
    expect(resolveLink({ href: 'https://www.imdb.com/vote?film=12', sendAsForm: true }, context)).toMatchObject({
      kind: 'postForm',
      form: {
        action: 'https://www.imdb.com/vote?utm_source=fb',
        method: 'post',
        hiddenInputs: [{ name: 'film', value: '12' }],
      },
      external: true,
      newWindow: true,
      rel: 'noopener noreferrer',
    });
    expect(resolveLink({ href: '/search/?q=x', sendAsForm: true, formMethod: 'get' }, context)).toMatchObject({
      kind: 'postForm',
      form: { method: 'get' },
    });
  });

  it('does not send mailto: as a form', () => {
    expect(resolveLink({ href: 'a@b.fr', sendAsForm: true }, context)).toMatchObject({ kind: 'anchor' });
  });

  it('on the server (no current query known) renders hrefs without utm', () => {
    expect(resolveLink({ href: '/theaters/' }, { ...context, currentSearch: '' })).toMatchObject({
      href: '/theaters/',
    });
  });

  it('never throws on malformed input', () => {
    for (const href of ['http://', 'https://exa mple.com/', '%', '??', 'http://[::1', '\u0000']) {
      expect(() => resolveLink({ href }, context)).not.toThrow();
    }
  });
});
