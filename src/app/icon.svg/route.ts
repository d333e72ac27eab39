import { siteIconResponse } from '@/server/site/site-icons.ts';

// GET /icon.svg: the site's icon, drawn from the configuration at build (the first letter of the
// site's name on its primary colour), linked from every page's <head> (the root layout's metadata).
// A route with a file name rather than Next's icon convention, whose /icon address the site's
// trailing-slash rule would redirect once per first visit.

export const dynamic = 'force-static';

export function GET(): Response {
  return siteIconResponse('icon.svg');
}
