import type { SiteFile } from '../config/site-schema.ts';
import { siteNamesOf } from '../config/site-identity.ts';
import { normalizeHex, textOn } from '../theme/color.ts';
import { resolveColorRoles } from '../theme/palette.ts';
import { iconLetter } from '../theme/site-icon.ts';
import { escapeXml } from '../text/xml.ts';

// The web app manifest (/manifest.webmanifest), from the site's configuration: what a phone shows
// when the site is installed. Installing is offered the browsers' own way; the site adds no prompt.

export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** Home screens show about twelve characters; a longer name is cut by the platform, mid-word. */
const SHORT_NAME_LENGTH = 12;

/** The shorter of the site's two names (§3.3 its own, §3.1 the venue's), the name when both are long. */
export function shortNameOf(site: Pick<SiteFile, 'configuration' | 'settings'>): string {
  const { title, venue } = siteNamesOf(site);
  const shorter = [title, venue].sort((a, b) => a.length - b.length)[0] ?? title;
  return shorter.length <= SHORT_NAME_LENGTH ? shorter : title;
}

export function webAppManifestOf(site: Pick<SiteFile, 'configuration' | 'settings'>): WebAppManifest {
  const roles = resolveColorRoles(site.configuration.theme);
  return {
    id: '/',
    // §3.1: the venue's name is the one browsers and app lists show.
    name: siteNamesOf(site).venue,
    short_name: shortNameOf(site),
    lang: site.configuration.locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // §3.2: the browser's bar takes the header's colour, the splash screen the page's.
    theme_color: normalizeHex(roles.headerBackground),
    background_color: normalizeHex(roles.background),
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/**
 * The icon a platform crops to its own shape (circle, squircle): the whole square coloured, the
 * letter inside the central circle every mask keeps (40 % of the width as radius).
 */
export function maskableIconSvg(name: string, background: string): string {
  const fill = normalizeHex(background);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<rect width="512" height="512" fill="${fill}"/>` +
    `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="220" font-weight="700" fill="${textOn(fill)}">${escapeXml(iconLetter(name))}</text>` +
    `</svg>`
  );
}
