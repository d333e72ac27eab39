// §3.15 font message, §9.5 web-font list: the self-hosted font files the live preview loads on
// demand. The page's own families are bundled at build (planFontLoading); a family the editor picks
// is fetched only when a message names it, from the site's own origin (CSP font-src 'self'),
// read from the family's installed @fontsource package (src/app/api/preview/font).
import { WEB_FONTS, findWebFont, type WebFontFamily } from '../theme/fonts.ts';
import type { FontMessage } from '../theme/design-messages.ts';

/** Where the preview font files are served. */
export const PREVIEW_FONT_PATH = '/api/preview/font/';

export interface PreviewFontFace {
  readonly family: string;
  readonly weight: number;
  readonly style: 'normal' | 'italic';
  /** `/api/preview/font/inter-latin-700-normal.woff2` */
  readonly url: string;
}

const packageId = (entry: WebFontFamily) => entry.packageName.slice('@fontsource/'.length);

/** The file name of one face in a fontsource package (latin subset, woff2). */
export function fontFileName(entry: WebFontFamily, weight: number, style: 'normal' | 'italic'): string {
  return `${packageId(entry)}-latin-${weight}-${style}.woff2`;
}

/**
 * The faces a font message asks for, limited to what the family's package ships: "400" is the
 * upright 400, "400i" its italic. Unknown families and weights the package lacks give no face.
 */
export function previewFontFaces(message: Pick<FontMessage, 'font' | 'weights'>): PreviewFontFace[] {
  const entry = findWebFont(message.font);
  if (!entry) return [];
  const faces = new Map<string, PreviewFontFace>();
  for (const value of message.weights) {
    const weight = Number(value.slice(0, 3));
    const style = value.endsWith('i') ? 'italic' : 'normal';
    const shipped = style === 'italic' ? entry.italicWeights : entry.weights;
    if (!shipped.includes(weight)) continue;
    const file = fontFileName(entry, weight, style);
    faces.set(file, { family: entry.family, weight, style, url: `${PREVIEW_FONT_PATH}${file}` });
  }
  return [...faces.values()];
}

const FILE = /^([a-z0-9-]+)-latin-(\d00)-(normal|italic)\.woff2$/;

/**
 * The package and file a request names, or null: only latin woff2 faces of a family of the list, at a
 * weight and style that family ships. Nothing else on disk can be named (no path separators, no
 * other package).
 */
export function previewFontFileOf(file: string): { packageName: string; file: string } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, id, weightText, style] = match;
  const weight = Number(weightText);
  const entry = WEB_FONTS.find((font) => packageId(font) === id);
  if (!entry) return null;
  const shipped = style === 'italic' ? entry.italicWeights : entry.weights;
  if (!shipped.includes(weight)) return null;
  return { packageName: entry.packageName, file };
}
