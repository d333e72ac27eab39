import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, CONTAINER_WIDTHS, LAYERS } from '../config/constants.ts';
import { websiteConfigurationSchema, type Theme } from '../config/site-schema.ts';
import { MIN_READABLE_CONTRAST, MIN_VISIBLE_DISTANCE, contrastRatio, perceptualDistance } from './color.ts';
import { paletteColorName } from '../config/site-schema.ts';
import {
  ACCENT_ROLES,
  SURFACES,
  buildSiteTheme,
  buildThemeVariables,
  focusRingVariable,
  readableVariable,
  themeVariablesToCss,
  visibleVariable,
} from './variables.ts';

const baseTheme: Theme = {
  colors: {},
  palette: {},
  settings: {},
  fonts: { body: 'Inter', heading: 'Inter' },
  fontWeights: { body: 400, heading: 700, bold: 700 },
  fontStyles: { body: 'normal', heading: 'normal' },
};

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const maybeHex = fc.option(hex, { nil: undefined });
const setting = fc.option(
  fc.record({
    tintShade: fc.integer({ min: -10, max: 10 }),
    paletteColor: fc.constantFrom(...paletteColorName.options),
  }),
  { nil: undefined },
);
const themeArb: fc.Arbitrary<Theme> = fc
  .record({
    colors: fc.record({
      brand1: maybeHex,
      brand2: maybeHex,
      brand3: maybeHex,
      brand4: maybeHex,
      brand5: maybeHex,
      brand6: maybeHex,
    }),
    palette: fc.record({
      muted: maybeHex,
      accent: maybeHex,
      primary: maybeHex,
      highlight: maybeHex,
      background: maybeHex,
      footerBackground: maybeHex,
      headerBackground: maybeHex,
    }),
    settings: fc.record({
      background: setting,
      headerBackground: setting,
      footerBackground: setting,
      combination: fc.option(fc.record({ name: fc.constant('any'), swap: fc.boolean() }), { nil: undefined }),
    }),
  })
  .map((colours) => ({ ...baseTheme, ...colours }));

/** The surface each derived text variable is read on. */
function surfaceOf(name: string, vars: Record<string, string>): string | undefined {
  const readable = /^--color-readable-[a-z]+(?:-on-(.+))?$/.exec(name);
  if (readable) return vars[`--color-${readable[1] ?? 'page-bg'}`];
  const on = /^--color-on-(.+)$/.exec(name);
  if (on) return vars[`--color-${on[1]}`];
  if (name === '--color-text' || name === '--color-text-alt') return vars['--color-page-bg'];
  return undefined;
}

describe('§3.2, §9.5 every readable role reaches contrast AA against its background', () => {
  it('holds for any palette, brand colours and settings (property)', () => {
    fc.assert(
      fc.property(themeArb, (theme) => {
        const vars = buildThemeVariables(theme, undefined, { layout: false });
        let checked = 0;
        for (const name of Object.keys(vars)) {
          const surface = surfaceOf(name, vars);
          if (surface === undefined) continue;
          checked += 1;
          const ratio = contrastRatio(vars[name]!, surface);
          if (ratio < MIN_READABLE_CONTRAST)
            throw new Error(`${name}=${vars[name]} on ${surface}: ${ratio.toFixed(2)}:1`);
        }
        // 5 roles × 4 surfaces readable, their on-visible twins, on-* of every role and surface, text, textAlt.
        expect(checked).toBeGreaterThanOrEqual(20 + 20 + 10 + 2);
      }),
      { numRuns: 300 },
    );
  });

  it('every visible colour is perceptibly distinct (ΔE2000 ≥ 5.9) from its surface (property)', () => {
    fc.assert(
      fc.property(themeArb, (theme) => {
        const vars = buildThemeVariables(theme, undefined, { layout: false });
        for (const surface of Object.keys(SURFACES)) {
          for (const role of ACCENT_ROLES) {
            const name = visibleVariable(role, surface as keyof typeof SURFACES);
            expect(perceptualDistance(vars[name]!, vars[`--color-${surface}`]!)).toBeGreaterThanOrEqual(
              MIN_VISIBLE_DISTANCE,
            );
          }
        }
        expect(perceptualDistance(vars['--color-border']!, vars['--color-page-bg']!)).toBeGreaterThanOrEqual(
          MIN_VISIBLE_DISTANCE,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('WCAG 1.4.11: the edge of a text field reaches 3:1 against the page and the field’s fill (property)', () => {
    fc.assert(
      fc.property(themeArb, (theme) => {
        const vars = buildThemeVariables(theme, undefined, { layout: false });
        for (const surface of ['--color-page-bg', '--color-initial-background']) {
          expect(contrastRatio(vars['--color-field-border']!, vars[surface]!)).toBeGreaterThanOrEqual(3);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every focus ring reaches 3:1 against its surface (property)', () => {
    fc.assert(
      fc.property(themeArb, (theme) => {
        const vars = buildThemeVariables(theme, undefined, { layout: false });
        for (const surface of Object.keys(SURFACES) as (keyof typeof SURFACES)[]) {
          expect(contrastRatio(vars[focusRingVariable(surface)]!, vars[`--color-${surface}`]!)).toBeGreaterThanOrEqual(
            3,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a brand colour as text when it passes, and replaces it when it does not', () => {
    const vars = buildThemeVariables(
      {
        ...baseTheme,
        palette: { primary: '#8B0A1A', accent: '#D9A441', background: '#FFFFFF', headerBackground: '#14100F' },
      },
      undefined,
    );
    expect(vars[readableVariable('primary')]).toBe('#8b0a1a');
    expect(vars[readableVariable('accent')]).toBe('#000000');
    expect(vars[readableVariable('accent', 'header-bg')]).toBe('#d9a441');
    expect(vars[readableVariable('primary', 'header-bg')]).toBe('#ffffff');
    expect(vars['--color-on-primary']).toBe('#ffffff');
    expect(vars['--color-on-accent']).toBe('#000000');
  });
});

describe('§9.5 buildThemeVariables', () => {
  it('names the §3.2 roles, fonts, radii and the layout', () => {
    const vars = buildThemeVariables(baseTheme, { content: 'HIGH', buttons: 'MEDIUM' });
    for (const name of [
      '--color-primary',
      '--color-secondary',
      '--color-accent',
      '--color-muted',
      '--color-highlight',
      '--color-background',
      '--color-initial-background',
      '--color-header-bg',
      '--color-footer-bg',
      '--color-text',
      '--color-text-alt',
      '--color-page-bg',
      '--color-on-header-bg',
      '--color-visible-primary',
      '--font-body',
      '--font-heading',
      '--font-weight-bold',
    ]) {
      expect(vars, name).toHaveProperty([name]);
    }
    expect(vars['--radius-2']).toBe('26px');
    expect(vars['--radius-button']).toBe('8px');
    expect(vars['--font-body']).toMatch(/^"Inter", /);
  });

  it('§9.5 layout: breakpoints, container widths and layers', () => {
    const vars = buildThemeVariables(baseTheme);
    expect(['sm', 'md', 'lg', 'xl', '2xl'].map((n) => vars[`--breakpoint-${n}`])).toEqual(
      BREAKPOINTS.map((b) => `${b}px`),
    );
    expect(['sm', 'md', 'lg', 'xl', '2xl'].map((n) => vars[`--container-page-${n}`])).toEqual(
      CONTAINER_WIDTHS.map((w) => `${w}px`),
    );
    expect(vars['--z-header']).toBe(String(LAYERS.header));
    expect(vars['--z-sub-header']).toBe('401');
    expect(vars['--z-popper']).toBe('300');
    expect(vars['--z-sticky-footer']).toBe('200');
    expect(vars['--z-modal']).toBe('9999');
    expect(buildThemeVariables(baseTheme, undefined, { layout: false })).not.toHaveProperty(['--z-modal']);
  });

  it('fails on a font outside the list', () => {
    expect(() => buildThemeVariables({ ...baseTheme, fonts: { body: 'Papyrus', heading: 'Inter' } })).toThrow(
      /Papyrus/,
    );
  });
});

describe('§9.5 themeVariablesToCss', () => {
  it('writes one :root block', () => {
    expect(themeVariablesToCss({ '--color-primary': '#8b0a1a', '--font-body': '"Inter", sans-serif' })).toBe(
      ':root{--color-primary:#8b0a1a;--font-body:"Inter", sans-serif}',
    );
    expect(themeVariablesToCss({ '--a': '1' }, '[data-preview]')).toBe('[data-preview]{--a:1}');
  });

  it('refuses names and values that could break out of the rule or the <style> element', () => {
    expect(() => themeVariablesToCss({ '--x': 'red}</style><script>' })).toThrow(/Unsafe value/);
    expect(() => themeVariablesToCss({ '--x': 'red;color:blue' })).toThrow(/Unsafe value/);
    expect(() => themeVariablesToCss({ color: 'red' })).toThrow(/Invalid CSS variable name/);
  });
});

const sitesDir = new URL('../../../content/sites/', import.meta.url);

// The demo configurations belong to content/; this checks the engine accepts them as they are.
describe('§3.1 demo sites', () => {
  it.each(['cinema-paris', 'circuit-demo'])('%s builds its theme, css and font plan', (site) => {
    const raw = JSON.parse(readFileSync(new URL(`${site}/site.json`, sitesDir), 'utf8'));
    const config = websiteConfigurationSchema.parse(raw.configuration);
    const built = buildSiteTheme(config);
    expect(built.css.startsWith(':root{--color-primary:')).toBe(true);
    expect(built.fonts.imports.length).toBeGreaterThan(0);
    expect(built.variables['--color-primary']).toBe(config.theme.palette.primary?.toLowerCase());
  });
});
