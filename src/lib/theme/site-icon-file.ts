import path from 'node:path';
import type { SiteFile } from '../config/site-schema.ts';
import { maskableIconSvg } from '../offline/web-app-manifest.ts';
import { siteIconSvg } from './site-icon.ts';
import { colorVariables } from './variables.ts';

/** The icons drawn at build, each served by a route of its own: the tab's and the installed site's maskable one. */
export const SITE_ICON_FILES = ['icon.svg', 'icon-maskable.svg'] as const;
export type SiteIconFile = (typeof SITE_ICON_FILES)[number];

/**
 * Where the build keeps an icon with its letter drawn as an outline (scripts/site-icons.ts): a browser lays out and
 * paints an icon's text on the page's main thread, with a font fallback of its own, each time it decodes the icon.
 */
export function siteIconFilePath(site: string, file: SiteIconFile, root = process.cwd()): string {
  return path.join(root, '.generated', site, file);
}

/** Each icon as drawn from the configuration: the site name's first letter on its primary colour. */
export function drawnSiteIcons(site: SiteFile): Record<SiteIconFile, string> {
  const primary = colorVariables(site.configuration.theme)['--color-primary'] ?? '#000000';
  return {
    'icon.svg': siteIconSvg(site.settings.name, primary),
    'icon-maskable.svg': maskableIconSvg(site.settings.name, primary),
  };
}
