import 'server-only';
import { loadSiteLogo, type LoadedSiteLogo } from '@/lib/config/load-site-logo.ts';
import type { LogoSource, SiteLogo } from '@/lib/config/site-logo.ts';
import { siteLog } from '../log/logger.ts';
import { getSiteFile, SITE_NAME } from './site.ts';

// §3.3 the logo of the site this build serves: checked by the build (scripts/prepare-site.ts), read once here for the
// header's width and height and for its own address (src/app/logo.*/route.ts).

let loaded: LoadedSiteLogo | null | undefined;

function siteLogoFile(): LoadedSiteLogo | null {
  if (loaded === undefined) {
    try {
      loaded = loadSiteLogo(SITE_NAME, getSiteFile());
    } catch (error) {
      // The build refuses such a file: one that went missing since leaves the header with the site's name.
      siteLog().error('site.logo_unreadable', 'site logo unreadable: the header shows the name', {}, error);
      loaded = null;
    }
  }
  return loaded;
}

/** The logo the header shows, or null: the header shows the site's name. */
export function siteLogo(): SiteLogo | null {
  return siteLogoFile()?.logo ?? null;
}

/** The answer at one of the logo addresses: the file, when the site's logo.src is that address; else a 404. */
export function siteLogoResponse(src: LogoSource): Response {
  const file = siteLogoFile();
  if (file?.logo.src !== src) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(file.bytes, {
    headers: { 'Content-Type': file.logo.contentType, 'Cache-Control': 'public, max-age=86400' },
  });
}
