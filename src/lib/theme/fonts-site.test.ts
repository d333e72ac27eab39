import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../config/load-site.ts';
import { SiteConfigError } from '../config/site-schema.ts';
import { WEB_FONTS } from './fonts.ts';
import { planSiteFonts } from './fonts-site.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const paris = loadSiteFile('cinema-paris', root).configuration;

function refusal(run: () => unknown): SiteConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error('expected a SiteConfigError');
}

describe('§9.5, §3.1 a site’s fonts at build (prepare-site)', () => {
  it('plans a family neither demo site uses', () => {
    const plan = planSiteFonts(
      'cinema-paris',
      {
        ...paris,
        theme: {
          ...paris.theme,
          fonts: { body: 'Lora', heading: 'Bebas Neue' },
          fontWeights: { body: 400, heading: 400, bold: 700 },
        },
      },
      root,
    );
    expect(plan.imports).toEqual([
      '@fontsource/lora/400.css',
      '@fontsource/lora/700.css',
      '@fontsource/bebas-neue/400.css',
      '@fontsource/inter/400.css',
      '@fontsource/inter/700.css',
    ]);
  });

  it('refuses a family the list does not know, naming the site file, the field and every choice', () => {
    const error = refusal(() =>
      planSiteFonts(
        'cinema-paris',
        { ...paris, theme: { ...paris.theme, fonts: { body: 'Helvetica', heading: 'Inter' } } },
        root,
      ),
    );
    expect(error.file).toBe(path.join('content', 'sites', 'cinema-paris', 'site.json'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]?.path).toBe('configuration.theme.fonts.body');
    expect(error.message).toMatch(
      /^Invalid site configuration in content\/sites\/cinema-paris\/site\.json:\n {2}- configuration\.theme\.fonts\.body: expected one of the §9\.5 web fonts: Inter, .* \(got "Helvetica"\)$/,
    );
    for (const f of WEB_FONTS) expect(error.message).toContain(f.family);
  });

  it('§3.1 names an entry of either web-font list, and a weight the family lacks', () => {
    expect(
      refusal(() =>
        planSiteFonts('cinema-paris', { ...paris, googleFonts: [{ font: 'Comic Neue', weights: ['400'] }] }, root),
      ).problems[0]?.path,
    ).toBe('configuration.googleFonts.0.font');
    expect(
      refusal(() =>
        planSiteFonts('cinema-paris', { ...paris, webFonts: [{ font: 'Lobster', weights: ['400', '700'] }] }, root),
      ).problems,
    ).toEqual([
      {
        path: 'configuration.webFonts.0.weights.1',
        message: 'expected a weight @fontsource/lobster ships for Lobster: 400 (got 700)',
      },
    ]);
  });

  it('lets another error through unchanged', () => {
    expect(() => planSiteFonts('cinema-paris', { theme: undefined as never }, root)).toThrow(TypeError);
  });
});
