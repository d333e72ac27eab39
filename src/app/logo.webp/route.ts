import { siteLogoResponse } from '@/server/site/site-logo.ts';

// GET /logo.webp: the site's logo when its logo.src names this file (§3.3), drawn into the build; else a 404.
export const dynamic = 'force-static';

export function GET(): Response {
  return siteLogoResponse('/logo.webp');
}
