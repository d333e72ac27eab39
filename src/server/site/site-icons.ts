import { readFileSync } from 'node:fs';
import { drawnSiteIcons, siteIconFilePath, type SiteIconFile } from '@/lib/theme/site-icon-file.ts';
import { getSiteFile, SITE_NAME } from './site.ts';

/**
 * An icon route's answer: the icon the build outlined (scripts/site-icons.ts), or, on a build that
 * did not prepare it, the icon drawn from the configuration with its letter as text.
 */
export function siteIconResponse(file: SiteIconFile): Response {
  let svg: string;
  try {
    svg = readFileSync(siteIconFilePath(SITE_NAME, file), 'utf8');
  } catch {
    svg = drawnSiteIcons(getSiteFile())[file];
  }
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
