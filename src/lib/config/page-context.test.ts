import { describe, expect, it } from 'vitest';
import { parseSiteFile } from './site-schema.ts';
import { loadSiteFile } from './load-site.ts';
import { buildPageContext } from './page-context.ts';

describe('§3.4 page context', () => {
  it('carries the reference site facts and templateName fincher', () => {
    const context = buildPageContext(loadSiteFile('cinema-paris'), '/movies/');
    expect(context).toMatchObject({
      circuitId: expect.any(String),
      pagePath: '/movies/',
      isSingleLocation: true,
      templateName: 'fincher',
      intl: { locale: { short: 'fr', long: 'fr-FR' }, country: { code: 'fr', iso31661A2: 'FR', iso31661A3: 'FRA' } },
    });
    expect(context.theaterId).toBe(loadSiteFile('cinema-paris').configuration.theaterIds[0]);
  });

  it('§9.4 uses the default locale and country when the configuration has none', () => {
    const raw = structuredClone(loadSiteFile('cinema-paris')) as unknown as { configuration: Record<string, unknown> };
    delete raw.configuration.locale;
    delete raw.configuration.country;
    const context = buildPageContext(parseSiteFile(raw, 'test.json'), '/', '2001');
    expect(context.intl).toEqual({
      locale: { short: 'en', long: 'en-US' },
      country: { code: 'us', iso31661A2: 'US', iso31661A3: 'USA' },
    });
    expect(context.theaterId).toBe('2001');
  });

  it('§3.4, §4.14: a circuit page carries its own theater, and no theater when it belongs to none', () => {
    const circuit = loadSiteFile('circuit-demo');
    expect(buildPageContext(circuit, '/theaters/x/', '3002').theaterId).toBe('3002');
    expect(buildPageContext(circuit, '/movies/').theaterId).toBeNull();
  });
});
