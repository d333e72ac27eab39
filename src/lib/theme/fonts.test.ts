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

  it('includes the demo sites’ families, and their packages are installed', () => {
    for (const family of ['Inter', 'Source Sans 3']) {
      const entry = findWebFont(family);
      expect(entry).toBeDefined();
      expect(packageDir(entry!.packageName)).toBeDefined();
    }
  });

  it('lists only weights and italics that installed packages really ship', () => {
    for (const f of WEB_FONTS) {
      const dir = packageDir(f.packageName);
      if (!dir) continue;
      const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
        family: string;
        weights: number[];
        styles: string[];
      };
      expect(meta.family).toBe(f.family);
      for (const w of f.weights) expect(existsSync(join(dir, `${w}.css`)), `${f.packageName}/${w}.css`).toBe(true);
      for (const w of f.italicWeights) expect(existsSync(join(dir, `${w}-italic.css`))).toBe(true);
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
    const plan = planFontLoading(demoTheme, [{ font: 'Inter', weights: ['400', '700'] }]);
    expect(plan.families).toHaveLength(1);
    expect(plan.families[0]?.variants).toEqual([
      { weight: 400, italic: false },
      { weight: 700, italic: false },
    ]);
    expect(plan.imports).toEqual(['@fontsource/inter/400.css', '@fontsource/inter/700.css']);
  });

  it('every import of an installed family resolves to a file', () => {
    const plan = planFontLoading(
      {
        ...demoTheme,
        fonts: { body: 'Source Sans 3', heading: 'Inter' },
        fontStyles: { body: 'italic', heading: 'normal' },
      },
      [],
    );
    expect(plan.imports).toEqual([
      '@fontsource/source-sans-3/400-italic.css',
      '@fontsource/source-sans-3/700-italic.css',
      '@fontsource/inter/700.css',
    ]);
    for (const specifier of plan.imports) expect(() => require.resolve(specifier)).not.toThrow();
  });

  it('adds the webFonts list’s variants, deduplicated and sorted', () => {
    const plan = planFontLoading(demoTheme, [
      { font: 'inter', weights: ['700', '400i', '400'] },
      { font: 'Lora', weights: ['400'] },
    ]);
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

  it('names an unknown family, where it was found and the choices', () => {
    expect(() => planFontLoading({ ...demoTheme, fonts: { body: 'Comic Sans', heading: 'Inter' } })).toThrow(
      /Unknown font family "Comic Sans" in theme\.fonts\.body: expected one of the selectable web fonts \(Inter, Roboto/,
    );
    expect(() => planFontLoading(demoTheme, [{ font: 'Wingdings', weights: ['400'] }])).toThrow(/webFonts\[0\]/);
  });

  it('refuses a weight or an italic the family does not ship', () => {
    expect(() => planFontLoading({ ...demoTheme, fonts: { body: 'Inter', heading: 'Anton' } })).toThrow(
      /Font "Anton" in theme\.fonts\.heading has no 700 in @fontsource\/anton: expected one of 400/,
    );
    expect(() => planFontLoading(demoTheme, [{ font: 'Manrope', weights: ['400i'] }])).toThrow(/no 400 italic/);
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
