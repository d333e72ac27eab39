// The site's icons with their letter drawn as an outline, written beside the programme for the icon
// routes (src/server/site/site-icons.ts). An icon with text costs the page a layout and paint with a
// font fallback on its main thread each time the browser decodes it (about 10 ms on a desktop, ten
// times that on the reference phone); an outline costs nothing of the kind.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { SiteFile } from '../src/lib/config/site-schema.ts';
import { drawnSiteIcons, SITE_ICON_FILES, siteIconFilePath } from '../src/lib/theme/site-icon-file.ts';

const outline = (svg: string) =>
  new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } })
    .toString()
    .replace(/>\s+</g, '><');

/** A character no font has: what the outliner draws for a letter it lacks (an empty box). */
const MISSING = '\u{F0000}';

/**
 * The icon with its text turned into paths, or null when no font on this machine has the letter (the
 * route then serves the icon as drawn, its text set by the browser's fonts).
 */
export function outlineIconText(svg: string): string | null {
  const outlined = outline(svg);
  if (outlined.includes('<text') || !/<g>\s*<path[^>]*\sd="[^"]+"/.test(outlined)) return null;
  const missing = outline(svg.replace(/(<text[^>]*>)[^<]*(<\/text>)/, `$1${MISSING}$2`));
  return outlined === missing ? null : outlined;
}

/** Writes each icon of the site, outlined where a font allows; returns the files left with their text. */
export function writeSiteIcons(site: string, siteFile: SiteFile, root = process.cwd()): string[] {
  const drawn = drawnSiteIcons(siteFile);
  const kept: string[] = [];
  for (const file of SITE_ICON_FILES) {
    const outlined = outlineIconText(drawn[file]);
    if (!outlined) kept.push(file);
    const target = siteIconFilePath(site, file, root);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outlined ?? drawn[file]);
  }
  return kept;
}
