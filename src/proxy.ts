import { NextResponse, type NextRequest } from 'next/server';
import { siteCatalogSource } from './lib/catalog/site-source.ts';
import type { Catalog } from './lib/catalog/types.ts';
import { DEFAULT_SITE, loadSiteFile } from './lib/config/load-site.ts';
import type { SiteFile } from './lib/config/site-schema.ts';
import { isMemberAreaPath, judgePagePath, pageIndexOf, type PageIndex } from './lib/routing/page-guard.ts';
import { trailingSlashRedirect } from './lib/routing/trailing-slash.ts';
import { reservedPathLocation, type ReservedPathSite } from './lib/routing/reserved-paths.ts';
import { deriveLoyaltyConfig } from './lib/loyalty/loyalty-config.ts';
import { ticketingBaseUrl } from './lib/links/ticketing-token.ts';
import { tokenArrivalOf, tokenLoginPath } from './lib/loyalty/session/token-arrival.ts';
import type { ProviderCode } from './lib/config/constants.ts';
import { loggedPath, siteLog } from './server/log/logger.ts';

// Every page request passes here first (assets, posters, the icons, the logo, the service worker, the
// web app manifest and the API are left alone):
// - §2.1 trailing slash: the only place the rule lives, Next's own redirects being off (skipTrailingSlashRedirect);
// - a path that does not percent-decode is a 400 with one short log line, never a page error;
// - only the catalogue's ids reach pages rendered on demand and cached (src/lib/routing/page-guard.ts);
// - §4.2 an address carrying the provider's session token goes to the login-by-token route.

const SITE = process.env.FINCHER_SITE || DEFAULT_SITE;

// The index follows the live catalogue (src/lib/catalog/site-source.ts): a film added to the feed
// is reachable once the source has seen it, and is rebuilt only when the catalogue changes.
let index: { catalog: Catalog; index: PageIndex } | undefined;
let siteFile: SiteFile | undefined;
async function pageIndex(): Promise<PageIndex | null> {
  try {
    const site = (siteFile ??= loadSiteFile(SITE));
    const catalog = await siteCatalogSource(SITE, site.pages).load();
    if (index?.catalog !== catalog)
      index = { catalog, index: pageIndexOf(catalog, site.configuration.theaterIds, site.configuration) };
    return index.index;
  } catch {
    // Without the catalogue the pages decide (and answer their own error); try again next time.
    return null;
  }
}

// §2.1 the site's standard pages, from its file: the only one-segment addresses the generic page may render.
let standardPages: ReadonlySet<string> | undefined;
function standardPageSlugs(): ReadonlySet<string> {
  standardPages ??= new Set(loadSiteFile(SITE).pages.map((page) => page.slug));
  return standardPages;
}

type ProxySite = ReservedPathSite & { readonly loginSlug: string; readonly provider: ProviderCode };
let reservedSite: ProxySite | undefined;
function reservedPathSite(): ProxySite {
  if (!reservedSite) {
    const site = loadSiteFile(SITE);
    const loyalty = deriveLoyaltyConfig({
      loyalty: site.settings.loyalty,
      settingsCircuitId: site.settings.circuit.id,
    });
    reservedSite = {
      ticketingUrl: ticketingBaseUrl(loyalty.ticketingUrl, site.settings.ticketingSiteUrl),
      hasLoyalty: loyalty.provider !== 'NONE',
      loginSlug: site.settings.loginPage.slug,
      provider: loyalty.provider,
    };
  }
  return reservedSite;
}

/** The pre-rendered not-found page (§2.1 /404.html), answered with its 404 status. */
function notFoundPage(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL('/status/404/', request.url));
}

export async function proxy(request: NextRequest) {
  const rawPathname = new URL(request.url).pathname;
  const target = trailingSlashRedirect(rawPathname);
  if (target !== null) {
    // A plain URL: NextURL re-formats the pathname by its own trailing-slash setting.
    const url = new URL(request.url);
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  // §1, §2.1 reserved segments lead to the ticketing site or to our own screen, never to a 404.
  const reserved = reservedPathLocation(rawPathname, new URL(request.url).search, reservedPathSite());
  if (reserved !== null) {
    const response = NextResponse.redirect(new URL(reserved, request.url), 307);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  // §1, §3.3: no loyalty programme, no member area.
  const loyalty = reservedPathSite();
  if (!loyalty.hasLoyalty && isMemberAreaPath(rawPathname, loyalty.loginSlug)) return notFoundPage(request);
  // §4.2: the session route signs the member in and sends the browser on without the token.
  const arrival = loyalty.hasLoyalty
    ? tokenArrivalOf(rawPathname, new URL(request.url).search, loyalty.provider)
    : null;
  if (arrival !== null) return NextResponse.rewrite(new URL(tokenLoginPath(arrival), request.url));
  const verdict = judgePagePath(rawPathname, await pageIndex(), standardPageSlugs());
  switch (verdict.kind) {
    case 'pass':
      return NextResponse.next();
    case 'malformed':
      siteLog().info('http.malformed_url', 'malformed URL answered 400', { path: loggedPath(rawPathname) });
      return new NextResponse('Bad Request: malformed URL', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    case 'not-found':
      return notFoundPage(request);
    case 'redirect': {
      const url = new URL(request.url);
      url.pathname = verdict.location;
      return NextResponse.redirect(url, 308);
    }
  }
}

export const config = {
  matcher: [
    '/((?!_next/|api/|posters/|__third-party-proxy|favicon\\.ico|icon(?:-maskable)?\\.svg$|sw\\.js$|manifest\\.webmanifest$|logo\\.(?:svg|png|webp)$).*)',
  ],
};
