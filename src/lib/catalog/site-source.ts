import { fetch as undiciFetch } from 'undici';
import { createFeedCatalogSource, type FeedObserver } from './feed-source.ts';
import { catalogFilePath, createFileCatalogSource } from './file-source.ts';
import { posterOriginsOf } from './poster-origins.ts';
import type { Catalog, Page } from './types.ts';

// The process's catalogue source (the feed when CATALOG_FEED_URL is set, else the file), shared
// through globalThis because the proxy bundles its own copy of this module: a film added to the
// feed is then reachable as soon as it can render.

export interface LiveCatalogSource {
  /** The catalogue now, never waiting on the feed once it answered (the proxy, on every request). */
  load(): Promise<Catalog>;
  /** After a conditional request made now: what page renders use. */
  fresh(): Promise<Catalog>;
  /** After a request made now whatever happened before: POST /api/revalidate. */
  refresh(): Promise<Catalog>;
}

interface Env {
  readonly CATALOG_FEED_URL?: string | undefined;
  readonly POSTER_ORIGINS?: string | undefined;
}

const KEY = Symbol.for('fincher.catalogSource');
type Registry = Map<string, LiveCatalogSource>;

// The server's metrics and tracing put their feed observer here (src/server/metrics,
// src/server/tracing); read at each request, so it may arrive after the source is made.
const OBSERVER = Symbol.for('fincher.feedObserver');
const observerHolder = globalThis as unknown as Record<symbol, FeedObserver | undefined>;
const globalObserver: FeedObserver = {
  request: (run) => {
    const request = observerHolder[OBSERVER]?.request;
    return request ? request(run) : run();
  },
  answered: (outcome, seconds, generatedAt) => observerHolder[OBSERVER]?.answered?.(outcome, seconds, generatedAt),
};

export function siteCatalogSource(
  site: string,
  pages: readonly Page[],
  env: Env = process.env as Env,
  root = process.cwd(),
): LiveCatalogSource {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  const registry = (holder[KEY] ??= new Map());
  const existing = registry.get(site);
  if (existing) return existing;
  const file = createFileCatalogSource(catalogFilePath(site, root));
  const feedUrl = env.CATALOG_FEED_URL?.trim();
  const source: LiveCatalogSource = feedUrl
    ? createFeedCatalogSource({
        url: feedUrl,
        fallback: file,
        pages,
        posterOrigins: posterOriginsOf(env.POSTER_ORIGINS),
        observer: globalObserver,
        // Not the global fetch, which Next patches during renders: a feed request made there would
        // count as the page's own data fetch and turn the cached page dynamic.
        fetch: undiciFetch as unknown as typeof fetch,
      })
    : { load: () => file.load(), fresh: () => file.load(), refresh: () => file.load() };
  registry.set(site, source);
  return source;
}
