// Which requests the service worker may answer from a cache, and how. One pure function, read by the
// worker (src/service-worker/sw.ts) and held by its unit tests: every rule says what it protects.

/** The strategies the worker runs; `network` is the browser's own fetch, nothing stored. */
export type CachingStrategy =
  /** A page carrying the programme: the network first (a short wait), the copy kept for offline. */
  | 'programme-page'
  /** Any other page: the kept copy at once, refreshed from the network behind it. */
  | 'page'
  /** A file of the build (hashed name, never changes): kept copy first. */
  | 'build-file'
  /** Posters, the logo, the icon: kept copy at once, refreshed behind it. */
  | 'image'
  | 'network';

export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  /** Request.mode: `navigate` for a document. */
  readonly mode: string;
  /** Request.destination: `document`, `iframe`, `script`, `image` … */
  readonly destination: string;
  /** The site's own origin (the worker's). */
  readonly origin: string;
  /** Next's router asks for a page's data with an `RSC: 1` header or a `_rsc` parameter. */
  readonly routerData: boolean;
}

/** Programme pages: home, movies, theaters, events (§1); their showtimes must be today's when online. */
const PROGRAMME_PATH = /^\/(?:(?:movies|theaters|events)\/(?:[^/]+\/)?)?$/;

/** Files the site serves at its root that may be kept: they are the same for every visitor. */
const SITE_IMAGE = /^\/(?:posters\/[^/]+|icon\.svg|icon-maskable\.svg|logo\.(?:svg|png|webp))$/;

/** Addresses never answered from a cache, with what each protects. */
export const NEVER_CACHED: readonly { readonly path: RegExp; readonly protects: string }[] = [
  // /api/member/*, /api/cypher, /api/*/redirect, /api/preview/*, /api/booking …: sessions, provider
  // answers (a member's record, tokens) and ticketing hand-offs that add the member's token.
  { path: /^\/api(?:\/|$)/, protects: 'provider tokens, member data and ticketing redirects' },
  // Third-party scripts reach the page only after consent, through this proxy (§2.7, §7.11).
  { path: /^\/__third-party-proxy/, protects: 'scripts that need consent' },
  // §4.13: the editor's live preview must show the design being edited.
  { path: /^\/cms-preview(?:\/|$)/, protects: 'the live preview' },
  // The worker and the manifest: the browser checks them for updates itself.
  { path: /^\/(?:sw\.js|manifest\.webmanifest|offline-pages\.json)$/, protects: 'updates of the worker' },
  // The hand-off to ticketing (§4.5) needs the network and a fresh session.
  { path: /^\/booking\//, protects: 'the booking hand-off' },
  // A member's own screens beyond the card and tickets read live data; their shells hold none, but an
  // old shell could call an API the server has changed since.
  { path: /^\/account\/(?!cards\/$|history\/$)[^/]+\//, protects: 'member screens that need live data' },
];

/** The strategy for one request; anything not named here goes to the network untouched. */
export function cachingStrategyOf(request: RequestFacts): CachingStrategy {
  const { url } = request;
  // Forms, the gateway's POSTs, sign-in and sign-out: never replayed, never stored.
  if (request.method !== 'GET') return 'network';
  // Another origin: tag managers, ad servers, the ticketing site, the captcha (consent decides them).
  if (url.origin !== request.origin) return 'network';
  const path = url.pathname;
  if (NEVER_CACHED.some((rule) => rule.path.test(path))) return 'network';
  if (path.startsWith('/_next/static/')) return 'build-file';
  if (SITE_IMAGE.test(path)) return 'image';
  const document = request.mode === 'navigate' || request.destination === 'document';
  // A page in a frame: the live preview (§4.13) or the embedded mode; the framing site decides.
  if (request.destination === 'iframe') return 'network';
  // The router's page data varies by its request headers (a kept copy could not be matched), and a
  // page whose data does not arrive is loaded whole instead, which the page cache answers.
  if (request.routerData || url.searchParams.has('_rsc')) return 'network';
  if (!document) return 'network';
  // Any query: the provider's token arriving (§4.2), the reset code, search terms. Kept copies are
  // for plain addresses only, so that nothing a query carries is ever written to the device.
  if (url.search !== '') return 'network';
  return PROGRAMME_PATH.test(path) ? 'programme-page' : 'page';
}

/** Where each strategy keeps its copies; the build id makes each build's caches its own. */
export function cacheNamesOf(buildId: string) {
  return {
    pages: `${CACHE_PREFIX}pages-${buildId}`,
    images: `${CACHE_PREFIX}images-${buildId}`,
    files: `${CACHE_PREFIX}files-${buildId}`,
  } as const;
}

/** Every cache the worker writes starts so; a new build deletes the others of this prefix. */
export const CACHE_PREFIX = 'fincher-';

/** Bounds of each cache (entries, seconds): a visitor's phone keeps a week of browsing at most. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
  files: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** How long a programme page waits for the network before the kept copy is shown. */
export const PROGRAMME_NETWORK_TIMEOUT_SECONDS = 4;

/** The path of a page worth keeping for offline use, or null (a query, an API, another origin). */
export function keepablePagePath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  const strategy = cachingStrategyOf({
    url,
    method: 'GET',
    mode: 'navigate',
    destination: 'document',
    origin,
    routerData: false,
  });
  return strategy === 'page' || strategy === 'programme-page' ? url.pathname : null;
}
