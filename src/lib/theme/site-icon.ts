import { escapeXml } from '../text/xml.ts';
import { normalizeHex, textOn } from './color.ts';

// The tab icon when the configuration gives none (else every first visit gets a 404 for /favicon.ico): the site
// name's first letter on the primary colour.

/** The first grapheme of a name (an accented letter stays whole), upper case where the script has one. */
export function iconLetter(name: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  const first = segments[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}

/** The icon as an SVG document, 32×32, its letter centred. */
export function siteIconSvg(name: string, background: string): string {
  const fill = normalizeHex(background);
  const letter = escapeXml(iconLetter(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<rect width="32" height="32" rx="6" fill="${fill}"/>` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="${textOn(fill)}">${letter}</text>` +
    `</svg>`
  );
}
