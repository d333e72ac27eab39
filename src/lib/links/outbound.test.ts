import { describe, expect, it } from 'vitest';
import { externalLinkVerdict, outboundClickEvent, withNewWindowSuffix } from './outbound.ts';
import { isExternalLink as isExternalFromDomain, listedHostVerdicts, webHrefsIn } from './public-suffix-check.ts';
import { siteDomainOf } from './site-domain.ts';

const site = 'www.cinema-lumiere.fr';

/** As a page runs it: the site's registrable domain worked out on the server, the link checked in the browser. */
const isExternalLink = (href: string, siteHostname: string) => isExternalFromDomain(href, siteDomainOf(siteHostname));

describe('§2.3 outbound links, §5 external link check (public suffix list)', () => {
  it('is external when the registrable domain differs', () => {
    expect(isExternalLink('https://www.imdb.com/title/tt1/', site)).toBe(true);
    expect(isExternalLink('http://other-cinema.fr/', site)).toBe(true);
    expect(isExternalLink('//cdn.example.org/a.js', site)).toBe(true);
  });

  it('is external when only the top-level domain differs', () => {
    expect(isExternalLink('https://www.cinema-lumiere.com/', site)).toBe(true);
  });

  it('is not external on the same registrable domain, whatever the subdomain, case or port', () => {
    expect(isExternalLink('https://billetterie.cinema-lumiere.fr/book', site)).toBe(false);
    expect(isExternalLink('HTTPS://WWW.CINEMA-LUMIERE.FR/movies/', site)).toBe(false);
    expect(isExternalLink('https://cinema-lumiere.fr:8443/', site)).toBe(false);
    expect(isExternalLink('https://www.cinema-lumiere.fr/', 'CINEMA-LUMIERE.FR:3000')).toBe(false);
  });

  it('compares multi-label public suffixes correctly', () => {
    expect(isExternalLink('https://shop.odeon.co.uk/', 'www.odeon.co.uk')).toBe(false);
    expect(isExternalLink('https://www.bbc.co.uk/', 'www.odeon.co.uk')).toBe(true);
  });

  it('compares IDNs written in Unicode or punycode as the same host', () => {
    expect(isExternalLink('https://xn--cinma-dsa.fr/', 'cinéma.fr')).toBe(false);
    expect(isExternalLink('https://CINÉMA.fr/', 'xn--cinma-dsa.fr')).toBe(false);
    expect(isExternalLink('https://münchen.de/', 'cinéma.fr')).toBe(true);
  });

  it('is not external when either host is not on the public suffix list', () => {
    expect(isExternalLink('http://localhost:4100/websales/', site)).toBe(false);
    expect(isExternalLink('https://www.imdb.com/', 'localhost:3000')).toBe(false);
    expect(isExternalLink('https://intranet.invalid/', site)).toBe(false);
  });

  it('is not external for IP hosts', () => {
    expect(isExternalLink('http://127.0.0.1:4100/', site)).toBe(false);
    expect(isExternalLink('http://[::1]/', site)).toBe(false);
    expect(isExternalLink('https://www.imdb.com/', '192.168.1.10')).toBe(false);
  });

  it('is not external for relative, empty, non-web and malformed hrefs, and never throws', () => {
    for (const href of [
      '/movies/',
      'page/',
      '?q=1',
      '#top',
      '',
      '   ',
      'mailto:a@imdb.com',
      'tel:+331',
      'http://',
      'https://exa mple.com',
      'https://%zz/',
      'http://[::1',
    ]) {
      expect(isExternalLink(href, site)).toBe(false);
    }
    expect(isExternalLink('https://www.imdb.com/', '')).toBe(false);
    expect(isExternalLink('https://www.imdb.com/', 'bad host/')).toBe(false);
  });

  it('records click / Navigation / "out: {href}"', () => {
    expect(outboundClickEvent('https://www.imdb.com/')).toEqual({
      action: 'click',
      category: 'Navigation',
      label: 'out: https://www.imdb.com/',
    });
  });

  it('appends the translated new-window text to a title or label', () => {
    expect(withNewWindowSuffix('IMDb', '(Opens in a new window)')).toBe('IMDb (Opens in a new window)');
    expect(withNewWindowSuffix('  IMDb ', '(S’ouvre dans une nouvelle fenêtre)')).toBe(
      'IMDb (S’ouvre dans une nouvelle fenêtre)',
    );
    expect(withNewWindowSuffix(undefined, '(Opens in a new window)')).toBe('(Opens in a new window)');
    expect(withNewWindowSuffix('', '(Opens in a new window)')).toBe('(Opens in a new window)');
  });
});

describe('§5 external link check without the list in the page', () => {
  const noAnswers = () => undefined;

  it('answers for relative links, the site’s own hosts and IPs without asking about any host', () => {
    const asked: string[] = [];
    const check = (host: string) => {
      asked.push(host);
      return undefined;
    };
    expect(externalLinkVerdict('/movies/', 'cinema-lumiere.fr', check)).toBe(false);
    expect(externalLinkVerdict('https://billetterie.cinema-lumiere.fr/book', 'cinema-lumiere.fr', check)).toBe(false);
    expect(externalLinkVerdict('http://10.0.0.8/', 'cinema-lumiere.fr', check)).toBe(false);
    expect(externalLinkVerdict('mailto:a@b.fr', 'cinema-lumiere.fr', check)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('waits (null) for a host it has no answer for, and follows the answer once given', () => {
    expect(externalLinkVerdict('https://www.imdb.com/', 'cinema-lumiere.fr', noAnswers)).toBeNull();
    const known = listedHostVerdicts(['https://www.imdb.com/title/tt1/', 'http://localhost:4010/websales/', '/a/']);
    expect(known).toEqual({ 'www.imdb.com': true, localhost: false });
    const fromServer = (host: string) => known[host];
    expect(externalLinkVerdict('https://www.imdb.com/', 'cinema-lumiere.fr', fromServer)).toBe(true);
    expect(externalLinkVerdict('http://localhost:4010/websales/', 'cinema-lumiere.fr', fromServer)).toBe(false);
  });

  it('finds every web link written in a site file or a catalogue', () => {
    expect(
      webHrefsIn({
        pages: [{ body: ['text', { href: 'https://www.ratp.fr/itineraires', label: 'RATP' }, { href: '/movies/' }] }],
        ticketingSiteUrl: 'http://localhost:4010',
        showtimes: [{ bookingUrl: 'HTTPS://tickets.example.com/websales/sales/A/book?perfcode=1' }],
        mail: 'mailto:contact@cinema.fr',
      }),
    ).toEqual([
      'https://www.ratp.fr/itineraires',
      'http://localhost:4010',
      'HTTPS://tickets.example.com/websales/sales/A/book?perfcode=1',
    ]);
  });
});
