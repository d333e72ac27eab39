import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_STACKS,
  WEB_FONTS,
  WebFontError,
  findWebFont,
  fontImportsCss,
  fontStack,
  metricFallbackFaceCss,
  metricFallbackFacesCss,
  planFontLoading,
  type FontMetricsTable,
} from './fonts.ts';

const require = createRequire(import.meta.url);
const demoTheme = {
  fonts: { body: 'Inter', heading: 'Inter' },
  fontWeights: { body: 400, heading: 700, bold: 700 },
  fontStyles: { body: 'normal', heading: 'normal' },
} as const;

/** Directory of an installed package, or undefined when it is not installed. */
function packageDir(name: string): string | undefined {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

describe('§9.5 the selectable web-font list (about 40 families)', () => {
  it('holds about 40 distinct families in four categories', () => {
    expect(WEB_FONTS.length).toBeGreaterThanOrEqual(38);
    expect(WEB_FONTS.length).toBeLessThanOrEqual(45);
    expect(new Set(WEB_FONTS.map((f) => f.family.toLowerCase())).size).toBe(WEB_FONTS.length);
    expect(new Set(WEB_FONTS.map((f) => f.category))).toEqual(new Set(['sans-serif', 'serif', 'display', 'mono']));
  });

  it('documents the @fontsource package of every family, and each has at least one weight', () => {
    for (const f of WEB_FONTS) {
      expect(f.packageName).toBe(`@fontsource/${f.family.toLowerCase().replaceAll(' ', '-')}`);
      expect(f.weights.length).toBeGreaterThan(0);
      for (const w of f.italicWeights) expect(f.weights).toContain(w);
    }
  });

  it('includes the demo sites’ families', () => {
    for (const family of ['Inter', 'Source Sans 3']) expect(findWebFont(family)).toBeDefined();
  });

  it.each(WEB_FONTS.map((f) => [f.family, f] as const))('%s: its package is a dependency and installed', (_, f) => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // A runtime dependency: the preview's font route reads its files on the server.
    expect(manifest.dependencies[f.packageName], f.packageName).toBeDefined();
    expect(packageDir(f.packageName), f.packageName).toBeDefined();
  });

  it.each(WEB_FONTS.map((f) => [f.family, f] as const))('%s: weights and italics as its package ships', (_, f) => {
    const dir = packageDir(f.packageName)!;
    const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
      family: string;
      weights: number[];
      styles: string[];
    };
    expect(meta.family).toBe(f.family);
    expect([...f.weights]).toEqual(meta.weights);
    const italics = meta.styles.includes('italic')
      ? meta.weights.filter((w) => existsSync(join(dir, `${w}-italic.css`)))
      : [];
    expect([...f.italicWeights]).toEqual(italics);
    // What a build imports and the latin face the live preview serves, for every variant listed.
    const id = f.packageName.slice('@fontsource/'.length);
    for (const w of f.weights) {
      expect(() => require.resolve(`${f.packageName}/${w}.css`)).not.toThrow();
      expect(existsSync(join(dir, 'files', `${id}-latin-${w}-normal.woff2`)), `${id} ${w}`).toBe(true);
    }
    for (const w of f.italicWeights) {
      expect(() => require.resolve(`${f.packageName}/${w}-italic.css`)).not.toThrow();
      expect(existsSync(join(dir, 'files', `${id}-latin-${w}-italic.woff2`)), `${id} ${w}i`).toBe(true);
    }
  });

  it.each(WEB_FONTS.map((f) => [f.family, f] as const))('%s: every file its stylesheets name is there', (_, f) => {
    const dir = packageDir(f.packageName)!;
    const sheets = [...f.weights.map((w) => `${w}.css`), ...f.italicWeights.map((w) => `${w}-italic.css`)];
    for (const sheet of sheets) {
      const css = readFileSync(join(dir, sheet), 'utf8');
      const urls = [...css.matchAll(/url\(\.\/(files\/[^)]+)\)/g)].map((m) => m[1] as string);
      expect(urls.length, sheet).toBeGreaterThan(0);
      for (const url of urls) expect(existsSync(join(dir, url)), `${f.packageName}/${url}`).toBe(true);
    }
  });

  it('finds families case-insensitively and returns the canonical name', () => {
    expect(findWebFont('source sans 3')?.family).toBe('Source Sans 3');
    expect(findWebFont('Comic Sans MS')).toBeUndefined();
  });
});

describe('§9.5 font stacks: a fallback per family category', () => {
  it('puts the family first, then its category’s system fonts', () => {
    expect(fontStack('Inter')).toBe(`"Inter", ${FALLBACK_STACKS['sans-serif']}`);
    expect(fontStack('Lora')).toMatch(/^"Lora", .*serif$/);
    expect(fontStack('Bebas Neue')).toMatch(/^"Bebas Neue", .*sans-serif$/);
    expect(fontStack('JetBrains Mono')).toMatch(/^"JetBrains Mono", .*monospace$/);
  });
  it('refuses a family outside the list', () => {
    expect(() => fontStack('Papyrus')).toThrow(WebFontError);
  });
});

describe('§3.1 fonts to load: exactly the families and weights a site uses', () => {
  it('loads Inter 400 and 700 for the reference theme, nothing else', () => {
    const plan = planFontLoading(demoTheme, { webFonts: [{ font: 'Inter', weights: ['400', '700'] }] });
    expect(plan.families).toHaveLength(1);
    expect(plan.families[0]?.variants).toEqual([
      { weight: 400, italic: false },
      { weight: 700, italic: false },
    ]);
    expect(plan.imports).toEqual(['@fontsource/inter/400.css', '@fontsource/inter/700.css']);
  });

  it('every import of an installed family resolves to a file', () => {
    const plan = planFontLoading({
      ...demoTheme,
      fonts: { body: 'Source Sans 3', heading: 'Inter' },
      fontStyles: { body: 'italic', heading: 'normal' },
    });
    expect(plan.imports).toEqual([
      '@fontsource/source-sans-3/400-italic.css',
      '@fontsource/source-sans-3/700-italic.css',
      '@fontsource/inter/700.css',
    ]);
    for (const specifier of plan.imports) expect(() => require.resolve(specifier)).not.toThrow();
  });

  it('adds the webFonts list’s variants, deduplicated and sorted', () => {
    const plan = planFontLoading(demoTheme, {
      webFonts: [
        { font: 'inter', weights: ['700', '400i', '400'] },
        { font: 'Lora', weights: ['400'] },
      ],
    });
    expect(plan.imports).toEqual([
      '@fontsource/inter/400.css',
      '@fontsource/inter/400-italic.css',
      '@fontsource/inter/700.css',
      '@fontsource/lora/400.css',
    ]);
  });

  it('loads separate families for body and heading at their own weights', () => {
    const plan = planFontLoading({
      ...demoTheme,
      fonts: { body: 'Inter', heading: 'Bebas Neue' },
      fontWeights: { body: 400, heading: 400, bold: 600 },
    });
    expect(plan.imports).toEqual([
      '@fontsource/inter/400.css',
      '@fontsource/inter/600.css',
      '@fontsource/bebas-neue/400.css',
    ]);
  });

  it('names an unknown family, where it was found and every choice', () => {
    const error = (() => {
      try {
        planFontLoading({ ...demoTheme, fonts: { body: 'Comic Sans', heading: 'Inter' } });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(WebFontError);
    expect((error as WebFontError).message).toMatch(
      /^theme\.fonts\.body: expected one of the §9\.5 web fonts: Inter, Roboto, .*, Fira Code \(got "Comic Sans"\)$/,
    );
    for (const f of WEB_FONTS) expect((error as WebFontError).expected).toContain(f.family);
    expect(() => planFontLoading(demoTheme, { webFonts: [{ font: 'Wingdings', weights: ['400'] }] })).toThrow(
      /^webFonts\.0\.font: .*\(got "Wingdings"\)$/,
    );
  });

  it('refuses a weight or an italic the family does not ship, naming the weight’s field', () => {
    expect(() => planFontLoading({ ...demoTheme, fonts: { body: 'Inter', heading: 'Anton' } })).toThrow(
      /^theme\.fontWeights\.heading: expected a weight @fontsource\/anton ships for Anton: 400 \(got 700\)$/,
    );
    expect(() => planFontLoading(demoTheme, { webFonts: [{ font: 'Manrope', weights: ['400', '400i'] }] })).toThrow(
      /^webFonts\.0\.weights\.1: .*\(got 400 italic\)$/,
    );
  });

  it('§3.1 reads the list under its other name (after the font service) as it reads webFonts', () => {
    const plan = planFontLoading(demoTheme, {
      webFonts: [{ font: 'Inter', weights: ['400'] }],
      googleFonts: [{ font: 'Playfair Display', weights: ['700', '400i'] }],
    });
    expect(plan.imports).toEqual([
      '@fontsource/inter/400.css',
      '@fontsource/inter/700.css',
      '@fontsource/playfair-display/400-italic.css',
      '@fontsource/playfair-display/700.css',
    ]);
    expect(() => planFontLoading(demoTheme, { googleFonts: [{ font: 'Papyrus', weights: ['400'] }] })).toThrow(
      /^googleFonts\.0\.font: expected one of the §9\.5 web fonts: .*\(got "Papyrus"\)$/,
    );
  });

  it('writes the plan as @import lines', () => {
    const plan = planFontLoading(demoTheme);
    expect(fontImportsCss(plan)).toBe('@import "@fontsource/inter/400.css";\n@import "@fontsource/inter/700.css";\n');
  });
});

describe('metric-matched fallback faces: no shift when the web font arrives', () => {
  const table = require('next/dist/server/capsize-font-metrics.json') as FontMetricsTable;

  it('scales a local Arial to the web family’s letter width and line box', () => {
    // Source Sans 3: 418/1000 average width, ascent 1024, descent -400; Arial: 913/2048.
    const sizeAdjust = 418 / 1000 / (913 / 2048);
    const face = metricFallbackFaceCss('Source Sans 3', table)!;
    expect(face).toContain('font-family:"Source Sans 3 Fallback"');
    expect(face).toContain('local("Arial")');
    expect(face).toContain('local("Liberation Sans")');
    expect(face).toContain(`size-adjust:${(sizeAdjust * 100).toFixed(2)}%`);
    expect(face).toContain(`ascent-override:${((1024 / (1000 * sizeAdjust)) * 100).toFixed(2)}%`);
    expect(face).toContain(`descent-override:${((400 / (1000 * sizeAdjust)) * 100).toFixed(2)}%`);
  });

  it('draws serif families from Times New Roman, and leaves monospace families alone', () => {
    expect(metricFallbackFaceCss('Lora', table)).toContain('local("Times New Roman")');
    expect(metricFallbackFaceCss('JetBrains Mono', table)).toBeNull();
  });

  it('has a face for every selectable family but the monospace ones', () => {
    for (const font of WEB_FONTS) {
      expect(metricFallbackFaceCss(font.family, table) === null, font.family).toBe(font.category === 'mono');
    }
  });

  it('names the fallback right after the family in the theme’s stack, once per family the site loads', () => {
    expect(fontStack('Inter', { metricFallback: true })).toBe(
      `"Inter", "Inter Fallback", ${FALLBACK_STACKS['sans-serif']}`,
    );
    const css = metricFallbackFacesCss(planFontLoading(demoTheme), table);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain('"Inter Fallback"');
  });
});
