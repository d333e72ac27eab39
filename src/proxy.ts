import { NextResponse, type NextRequest } from 'next/server';
import { trailingSlashRedirect } from './lib/routing/trailing-slash.ts';

// §2.1: every path gets a trailing slash, except "/" and paths ending in .html, .json, .js,
// .map, .txt, .xml or .pdf. Next's own slash redirects are off (skipTrailingSlashRedirect), so
// this is the only place the rule lives. Framework assets, the generated posters and the API are
// left alone: they are files or endpoints, not pages, and API routes answer on the exact path they
// are called with (a POST must not be redirected).
export function proxy(request: NextRequest) {
  const target = trailingSlashRedirect(request.nextUrl.pathname);
  if (target === null) return NextResponse.next();
  // A plain URL: NextURL re-formats the pathname by its own trailing-slash setting.
  const url = new URL(request.url);
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: ['/((?!_next/|api/|posters/|__third-party-proxy|favicon\\.ico).*)'],
};
