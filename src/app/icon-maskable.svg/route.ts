import { siteIconResponse } from '@/server/site/site-icons.ts';

// GET /icon-maskable.svg: the installed site's icon for platforms that crop it to their own shape
// (the web app manifest's "maskable" icon), drawn at build like /icon.svg.
export const dynamic = 'force-static';

export function GET(): Response {
  return siteIconResponse('icon-maskable.svg');
}
