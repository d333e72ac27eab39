// §3.15: a family the editor picks is fetched only when a message names it, from the site's own origin (CSP font-src
// 'self'), out of its installed @fontsource package.
import { WEB_FONTS, findWebFont, type WebFontFamily } from '../theme/fonts.ts';
import type { FontMessage } from '../theme/design-messages.ts';

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

/** The faces a font message asks for ("400", "400i"), limited to what the family's package ships. */
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

/** Only latin woff2 faces the listed families ship, so that nothing else on disk can be named. */
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
