/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_LIMITS,
  CACHE_PREFIX,
  PROGRAMME_NETWORK_TIMEOUT_SECONDS,
  cacheNamesOf,
  cachingStrategyOf,
  type CachingStrategy,
} from '../lib/offline/caching-rules.ts';
import { offlinePageHtml } from '../lib/offline/offline-page.ts';
import {
  KEPT_AT_HEADER,
  isBookingPath,
  pagesToKeep,
  parsePageMessage,
  type ServedAnswer,
  type WorkerBuildFacts,
} from '../lib/offline/offline-protocol.ts';
import { MEMBER_OFFLINE_CACHE, SIGN_OUT_PATH } from '../lib/offline/member-offline.ts';

// The site's service worker, bundled after `next build` by scripts/build-service-worker.ts, which
// injects the build's files to precache (self.__SW_MANIFEST) and the build's facts. Which request
// goes to which strategy is decided by caching-rules.ts alone.

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  __FINCHER_BUILD__: WorkerBuildFacts;
};

const facts = self.__FINCHER_BUILD__;
const names = cacheNamesOf(facts.buildId);

function strategyOf({ request, url }: Pick<RouteMatchCallbackOptions, 'request' | 'url'>): CachingStrategy {
  return cachingStrategyOf({
    url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    origin: self.location.origin,
    routerData: request.headers.get('RSC') === '1',
  });
}

/** Only whole, plain answers of our own origin are kept, stamped with the time they were fetched. */
async function keptCopy(response: Response): Promise<Response | null> {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null;
  if (/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')) return null;
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}
const keepPlainAnswers: SerwistPlugin = { cacheWillUpdate: ({ response }) => keptCopy(response) };

/**
 * Programme pages answered from a kept copy because the network did not answer, by the page they
 * created: the page asks once loaded, and says it is offline with the copy's time. (A page kept
 * under stale-while-revalidate is answered from the device even online: that is no news.)
 */
const servedFromCache = new Map<string, number>();
const rememberServed: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const clientId = (event as FetchEvent | undefined)?.resultingClientId;
    if (cachedResponse && clientId) {
      if (servedFromCache.size > 50) servedFromCache.clear();
      servedFromCache.set(clientId, Number(cachedResponse.headers.get(KEPT_AT_HEADER)) || 0);
    }
    return cachedResponse;
  },
};

const pagesExpiration = new ExpirationPlugin(CACHE_LIMITS.pages);
const pageStrategy = new StaleWhileRevalidate({
  cacheName: names.pages,
  plugins: [keepPlainAnswers, pagesExpiration],
});
const programmeStrategy = new NetworkFirst({
  cacheName: names.pages,
  networkTimeoutSeconds: PROGRAMME_NETWORK_TIMEOUT_SECONDS,
  plugins: [keepPlainAnswers, rememberServed, pagesExpiration],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 2 },
  // A new build waits; the worker of the old one hands over at the next navigation (below).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: (options) => strategyOf(options) === 'programme-page', handler: programmeStrategy },
    { matcher: (options) => strategyOf(options) === 'page', handler: pageStrategy },
    {
      matcher: (options) => strategyOf(options) === 'build-file',
      handler: new CacheFirst({
        cacheName: names.files,
        plugins: [keepPlainAnswers, new ExpirationPlugin(CACHE_LIMITS.files)],
      }),
    },
    {
      matcher: (options) => strategyOf(options) === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: names.images,
        plugins: [keepPlainAnswers, new ExpirationPlugin(CACHE_LIMITS.images)],
      }),
    },
  ],
});

// A navigation that reaches neither the network nor a kept copy gets a page saying so, never the
// browser's error; a booking hand-off says it needs a connection.
serwist.setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const kind = isBookingPath(url.pathname) ? 'booking' : 'page';
  return new Response(offlinePageHtml(facts.offline, kind), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

// Sign-out (§4.1) removes the member's offline card and tickets at once, whatever the server answers.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.replace(/\/$/, '') === SIGN_OUT_PATH) {
    event.waitUntil(caches.delete(MEMBER_OFFLINE_CACHE));
  }
  // Network-only requests that are navigations still get the offline page when the network fails.
  // (GET only: a form's POST goes its way untouched.)
  const navigation = event.request.mode === 'navigate' && event.request.method === 'GET';
  if (navigation && strategyOf({ request: event.request, url }) === 'network') {
    if (self.registration.waiting) self.registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    event.respondWith(
      fetch(event.request).catch(
        () =>
          new Response(offlinePageHtml(facts.offline, isBookingPath(url.pathname) ? 'booking' : 'page'), {
            status: 503,
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
          }),
      ),
    );
    return;
  }
  // The new build takes over at the next navigation, never in the middle of a page.
  if (event.request.mode === 'navigate' && self.registration.waiting) {
    self.registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  }
});

self.addEventListener('message', (event) => {
  const message = parsePageMessage(event.data);
  if (!message) return;
  const source = event.source as Client | null;
  if (message.type === 'served-from-cache?') {
    if (!source) return;
    const asOf = servedFromCache.get(source.id);
    const answer: ServedAnswer = { type: 'served-from-cache', asOf: asOf ?? null };
    source.postMessage(answer);
    return;
  }
  event.waitUntil(keepPages(pagesToKeep(facts, message)));
});

/** Fetches and keeps pages the visitor will want offline, each by its own strategy's rules. */
async function keepPages(paths: readonly string[]): Promise<void> {
  await Promise.allSettled(
    paths.map(async (path) => {
      const url = new URL(path, self.location.origin);
      const request = new Request(url, { credentials: 'same-origin' });
      const strategy = cachingStrategyOf({
        url,
        method: 'GET',
        mode: 'navigate',
        destination: 'document',
        origin: self.location.origin,
        routerData: false,
      });
      if (strategy !== 'page' && strategy !== 'programme-page') return;
      const response = await fetch(request);
      const kept = await keptCopy(response);
      if (kept) await (await caches.open(names.pages)).put(request, kept);
    }),
  );
}

// A new build's caches replace the old ones' (the precache cleans its own entries).
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(names));
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key) && key !== MEMBER_OFFLINE_CACHE)
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

serwist.addEventListeners();
