import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalLink } from './public-suffix-check.ts';
import { extractPublicSuffixTop, renderPublicSuffixTldsModule } from './public-suffix-tlds-source.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isExternalByPublicSuffixList, siteDomainOf } from './site-domain.ts';
import { parse } from 'tldts';

describe('§5 external link check: the browser check agrees with tldts', () => {
  it('the committed top of the public suffix list is the one tldts ships (regenerate after upgrading tldts)', async () => {
    const committed = readFileSync(fileURLToPath(new URL('./public-suffix-tlds.ts', import.meta.url)), 'utf8');
    expect(committed).toBe(renderPublicSuffixTldsModule(await extractPublicSuffixTop()));
  });

  it('siteDomainOf: registrable domain in punycode, null when unlisted', () => {
    expect(siteDomainOf('www.cinema-lumiere.fr')).toBe('cinema-lumiere.fr');
    expect(siteDomainOf('WWW.Odeon.CO.UK:8443')).toBe('odeon.co.uk');
    expect(siteDomainOf('cinéma.fr')).toBe('xn--cinma-dsa.fr');
    expect(siteDomainOf('localhost:3000')).toBeNull();
    expect(siteDomainOf('127.0.0.1')).toBeNull();
    expect(siteDomainOf('')).toBeNull();
  });

  // Hosts built from labels that exercise the list: plain and multi-label suffixes, wildcard and
  // exception rules, the one partly listed top-level label (za), private-section suffixes, IDNs,
  // unknown top-level labels, IPs and localhost.
  const SUFFIXES = [
    'com',
    'fr',
    'co.uk',
    'uk',
    'com.au',
    'co.za',
    'za',
    'web.za',
    'pg',
    'com.pg',
    'ck',
    'github.io',
    'blogspot.com',
    'xn--p1ai',
    'рф',
    'invalid',
    'local',
    'notatld',
    'de',
    'jp',
    'kyoto.jp',
    'ide.kyoto.jp',
  ];
  const LABELS = [
    'www',
    'cinema',
    'odeon',
    'example',
    'tickets',
    'co',
    'a',
    'xn--cinma-dsa',
    'münchen',
    'github',
    'blogspot',
  ];
  const host = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.array(fc.constantFrom(...LABELS), { minLength: 0, maxLength: 3 }), fc.constantFrom(...SUFFIXES))
        .map(([labels, suffix]) => [...labels, suffix].join('.')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'localhost',
        '127.0.0.1',
        '[::1]',
        '10.0.0.8',
        'co.uk',
        'example.pg',
        'www.ck',
        'x.www.ck',
      ),
    },
  );
  const scheme = fc.constantFrom('https://', 'http://', '//', 'HTTPS://');
  const port = fc.constantFrom('', ':8080', ':443');

  /** tldts's verdict is the reference, except for a link host that is itself a public suffix. */
  const linkIsBareSuffix = (hostname: string) => {
    const info = parse(hostname);
    return info.domain === null && (info.isIcann === true || info.isPrivate === true);
  };

  it('gives the same verdict as the full list on 20,000 generated link and site hosts', () => {
    fc.assert(
      fc.property(scheme, host, port, host, (linkScheme, linkHost, linkPort, siteHost) => {
        const href = `${linkScheme}${linkHost}${linkPort}/movies/?a=1`;
        const parsedHost = (() => {
          try {
            return new URL(`http://${linkHost}`).hostname;
          } catch {
            return null;
          }
        })();
        fc.pre(parsedHost !== null && !linkIsBareSuffix(parsedHost));
        expect(isExternalLink(href, siteDomainOf(siteHost))).toBe(isExternalByPublicSuffixList(href, siteHost));
      }),
      { numRuns: 20_000 },
    );
  });

  it('a link host that is itself a public suffix is not external for tldts; noted divergence', () => {
    expect(isExternalByPublicSuffixList('https://co.uk/', 'www.cinema.fr')).toBe(false);
    expect(isExternalLink('https://co.uk/', siteDomainOf('www.cinema.fr'))).toBe(true);
  });
});

describe('the front-coded top of the list', () => {
  it('decodes to exactly the labels tldts lists', async () => {
    const { PUBLIC_SUFFIX_TLDS } = await import('./public-suffix-tlds.ts');
    const { tlds } = await extractPublicSuffixTop();
    expect([...PUBLIC_SUFFIX_TLDS].sort()).toEqual(tlds);
    expect(PUBLIC_SUFFIX_TLDS.has('com') && PUBLIC_SUFFIX_TLDS.has('xn--p1ai') && PUBLIC_SUFFIX_TLDS.has('zw')).toBe(
      true,
    );
  });
});
