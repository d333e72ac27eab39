// §9.5 selectable web fonts and what a site must load (§3.1). Self-hosted from @fontsource, every family's package
// a dependency: the build cannot reach the font service, and visitors make no third-party request.
import type { Theme, WebsiteConfiguration } from '../config/site-schema.ts';

export type FontCategory = 'sans-serif' | 'serif' | 'display' | 'mono';

export interface WebFontFamily {
  family: string;
  /** The npm package that ships it; static files `<package>/<weight>.css` and `<weight>-italic.css`. */
  packageName: `@fontsource/${string}`;
  category: FontCategory;
  /** Upright weights the package ships (fonts.test.ts checks them against its metadata). */
  weights: readonly number[];
  italicWeights: readonly number[];
}

const all = (from: number, to: number): number[] => {
  const out: number[] = [];
  for (let w = from; w <= to; w += 100) out.push(w);
  return out;
};

function font(
  family: string,
  category: FontCategory,
  weights: readonly number[],
  italicWeights: readonly number[] = weights,
): WebFontFamily {
  const id = family.toLowerCase().replace(/\s+/g, '-');
  return { family, packageName: `@fontsource/${id}`, category, weights, italicWeights };
}

/** §9.5 */
export const WEB_FONTS: readonly WebFontFamily[] = [
  font('Inter', 'sans-serif', all(100, 900)),
  font('Roboto', 'sans-serif', all(100, 900)),
  font('Open Sans', 'sans-serif', all(300, 800)),
  font('Lato', 'sans-serif', [100, 300, 400, 700, 900]),
  font('Montserrat', 'sans-serif', all(100, 900)),
  font('Poppins', 'sans-serif', all(100, 900)),
  font('Source Sans 3', 'sans-serif', all(200, 900)),
  font('Nunito', 'sans-serif', all(200, 900)),
  font('Raleway', 'sans-serif', all(100, 900)),
  font('Work Sans', 'sans-serif', all(100, 900)),
  font('Rubik', 'sans-serif', all(300, 900)),
  font('DM Sans', 'sans-serif', all(100, 900)),
  font('Manrope', 'sans-serif', all(200, 800), []),
  font('Noto Sans', 'sans-serif', all(100, 900)),
  font('PT Sans', 'sans-serif', [400, 700]),
  font('Fira Sans', 'sans-serif', all(100, 900)),
  font('Barlow', 'sans-serif', all(100, 900)),
  font('Mulish', 'sans-serif', all(200, 900)),
  font('IBM Plex Sans', 'sans-serif', all(100, 700)),
  font('Outfit', 'sans-serif', all(100, 900), []),
  font('Figtree', 'sans-serif', all(300, 900)),
  font('Oswald', 'sans-serif', all(200, 700), []),
  font('Merriweather', 'serif', all(300, 900)),
  font('Playfair Display', 'serif', all(400, 900)),
  font('Lora', 'serif', all(400, 700)),
  font('Roboto Slab', 'serif', all(100, 900), []),
  font('Source Serif 4', 'serif', all(200, 900)),
  font('PT Serif', 'serif', [400, 700]),
  font('Libre Baskerville', 'serif', all(400, 700)),
  font('EB Garamond', 'serif', all(400, 800)),
  font('Cormorant Garamond', 'serif', all(300, 700)),
  font('DM Serif Display', 'serif', [400]),
  font('Bebas Neue', 'display', [400], []),
  font('Anton', 'display', [400], []),
  font('Abril Fatface', 'display', [400], []),
  font('Archivo Black', 'display', [400], []),
  font('Lobster', 'display', [400], []),
  font('Roboto Mono', 'mono', all(100, 700)),
  font('JetBrains Mono', 'mono', all(100, 800)),
  font('Source Code Pro', 'mono', all(200, 900)),
  font('IBM Plex Mono', 'mono', all(100, 700)),
  font('Fira Code', 'mono', all(300, 700), []),
];

/** System fonts behind each family, so text renders at once and keeps its character if a file fails. */
export const FALLBACK_STACKS: Readonly<Record<FontCategory, string>> = {
  'sans-serif':
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  display: 'Impact, "Arial Narrow Bold", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace',
};

/** A font the list cannot serve: `field` is where it was named, `expected` what would do, `got` what was there. */
export class WebFontError extends Error {
  readonly field: string;
  readonly expected: string;
  readonly got: string;

  constructor(field: string, expected: string, got: string) {
    super(`${field}: ${expected} (got ${got})`);
    this.name = 'WebFontError';
    this.field = field;
    this.expected = expected;
    this.got = got;
  }
}

const byName = new Map(WEB_FONTS.map((f) => [f.family.toLowerCase(), f]));

/** The list entry of a family (case-insensitive), or undefined. */
export function findWebFont(family: string): WebFontFamily | undefined {
  return byName.get(family.trim().toLowerCase());
}

/** The list entry of a family; throws a WebFontError naming the family, where it came from and the choices. */
export function requireWebFont(family: string, where = 'font'): WebFontFamily {
  const found = findWebFont(family);
  if (found) return found;
  throw new WebFontError(
    where,
    `expected one of the §9.5 web fonts: ${WEB_FONTS.map((f) => f.family).join(', ')}`,
    `"${family}"`,
  );
}

/** The family, then its category's system fonts; `metricFallback` adds a same-size face so nothing shifts on load. */
export function fontStack(family: string, { metricFallback = false }: { metricFallback?: boolean } = {}): string {
  const entry = requireWebFont(family);
  const fallback = metricFallback ? `"${metricFallbackName(entry.family)}", ` : '';
  return `"${entry.family}", ${fallback}${FALLBACK_STACKS[entry.category]}`;
}

/** Font metrics as capsize publishes them, in font units. */
export interface FontMetrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of a lowercase letter in running text. */
  xWidthAvg: number;
}

/** Capsize metrics by family, as the table keys them (camelCase family names). */
export type FontMetricsTable = Readonly<Record<string, FontMetrics>>;

// A system font every desktop has (or its Liberation clone); monospace needs none, its characters being equal width.
const METRIC_FALLBACK_FONTS: Partial<Record<FontCategory, { family: string; localNames: readonly string[] }>> = {
  'sans-serif': { family: 'Arial', localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  display: { family: 'Arial', localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  serif: {
    family: 'Times New Roman',
    localNames: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  },
};

function metricFallbackName(family: string): string {
  return `${family} Fallback`;
}

const metricsKey = (family: string) => family.toLowerCase().replace(/[^a-z0-9]/g, '');

function findMetrics(table: FontMetricsTable, family: string): FontMetrics | undefined {
  const key = metricsKey(family);
  return Object.values(table).find((metrics) => metricsKey(metrics.familyName) === key);
}

const percent = (value: number) => `${(Math.abs(value) * 100).toFixed(2)}%`;

/** A system font scaled to a web family's letter width and line box (as next/font does); null when not possible. */
export function metricFallbackFaceCss(family: string, table: FontMetricsTable): string | null {
  const entry = requireWebFont(family);
  const system = METRIC_FALLBACK_FONTS[entry.category];
  const web = findMetrics(table, entry.family);
  const local = system ? findMetrics(table, system.family) : undefined;
  if (!system || !web || !local) return null;
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const scaled = (value: number) => percent(value / (web.unitsPerEm * sizeAdjust));
  return (
    `@font-face{font-family:"${metricFallbackName(entry.family)}";` +
    `src:${system.localNames.map((name) => `local("${name}")`).join(',')};` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${scaled(web.ascent)};` +
    `descent-override:${scaled(web.descent)};line-gap-override:${scaled(web.lineGap)}}`
  );
}

export interface FontVariant {
  weight: number;
  italic: boolean;
}

export interface FontFamilyLoad {
  family: string;
  packageName: string;
  /** Sorted by weight, upright before italic. */
  variants: FontVariant[];
  imports: string[];
}

export interface FontLoadPlan {
  families: FontFamilyLoad[];
  imports: string[];
}

type FontTheme = Pick<Theme, 'fonts' | 'fontWeights' | 'fontStyles'>;
/** §3.1 the web-font list under either of its names; both are loaded. */
export type WebFontLists = Partial<Pick<WebsiteConfiguration, 'webFonts' | 'googleFonts'>>;
const WEB_FONT_LIST_KEYS = ['webFonts', 'googleFonts'] as const;

export function fontImportSpecifier(packageName: string, variant: FontVariant): string {
  return `${packageName}/${variant.weight}${variant.italic ? '-italic' : ''}.css`;
}

/** Parses a webFonts weight such as "400" or "400i". */
export function parseFontVariant(value: string, where = 'weight'): FontVariant {
  const match = /^(\d{3})(i?)$/.exec(value);
  if (!match) throw new WebFontError(where, 'expected a weight such as "400" or "400i"', `"${value}"`);
  return { weight: Number(match[1]), italic: match[2] === 'i' };
}

/** Exactly the families and variants a site uses; one that is not available throws a WebFontError naming what is. */
export function planFontLoading(theme: FontTheme, lists: WebFontLists = {}): FontLoadPlan {
  const wanted = new Map<WebFontFamily, Map<string, FontVariant>>();
  // `familyField` and `weightField` are the site-file fields an error names.
  const want = (family: string, variant: FontVariant, familyField: string, weightField: string) => {
    const entry = requireWebFont(family, familyField);
    const available = variant.italic ? entry.italicWeights : entry.weights;
    if (!available.includes(variant.weight)) {
      const listed = [...entry.weights.map(String), ...entry.italicWeights.map((w) => `${w}i`)].join(', ');
      throw new WebFontError(
        weightField,
        `expected a weight ${entry.packageName} ships for ${entry.family}: ${listed || 'none'}`,
        `${variant.weight}${variant.italic ? ' italic' : ''}`,
      );
    }
    const variants = wanted.get(entry) ?? new Map<string, FontVariant>();
    variants.set(`${variant.weight}${variant.italic ? 'i' : ''}`, variant);
    wanted.set(entry, variants);
  };

  const bodyItalic = theme.fontStyles.body === 'italic';
  const headingItalic = theme.fontStyles.heading === 'italic';
  const body = { weight: theme.fontWeights.body, italic: bodyItalic };
  want(theme.fonts.body, body, 'theme.fonts.body', 'theme.fontWeights.body');
  const bold = { weight: theme.fontWeights.bold, italic: bodyItalic };
  want(theme.fonts.body, bold, 'theme.fonts.body', 'theme.fontWeights.bold');
  const heading = { weight: theme.fontWeights.heading, italic: headingItalic };
  want(theme.fonts.heading, heading, 'theme.fonts.heading', 'theme.fontWeights.heading');
  for (const key of WEB_FONT_LIST_KEYS) {
    (lists[key] ?? []).forEach((webFont, index) => {
      webFont.weights.forEach((weight, w) => {
        const where = `${key}.${index}.weights.${w}`;
        want(webFont.font, parseFontVariant(weight, where), `${key}.${index}.font`, where);
      });
    });
  }

  const families: FontFamilyLoad[] = [];
  for (const [entry, variantMap] of wanted) {
    const variants = [...variantMap.values()].sort(
      (a, b) => a.weight - b.weight || Number(a.italic) - Number(b.italic),
    );
    families.push({
      family: entry.family,
      packageName: entry.packageName,
      variants,
      imports: variants.map((v) => fontImportSpecifier(entry.packageName, v)),
    });
  }
  return { families, imports: families.flatMap((f) => f.imports) };
}

/** The plan as a CSS file of `@import` lines, for a generated stylesheet imported by the root layout. */
export function fontImportsCss(plan: FontLoadPlan): string {
  return plan.imports.map((specifier) => `@import "${specifier}";`).join('\n') + (plan.imports.length ? '\n' : '');
}

/** The metric-matched fallback face of every family of the plan that has one, one rule a line. */
export function metricFallbackFacesCss(plan: FontLoadPlan, table: FontMetricsTable): string {
  const faces = plan.families.flatMap((family) => metricFallbackFaceCss(family.family, table) ?? []);
  return faces.map((face) => `${face}\n`).join('');
}
