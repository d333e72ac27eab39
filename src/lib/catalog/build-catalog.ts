import { requestCatalogFeed } from './feed-source.ts';
import { withLoadablePosters } from './poster-origins.ts';
import type { Catalog, Page } from './types.ts';

// Where a build takes the programme it embeds. A site with a feed is built from that feed and
// nothing else, so that no invented film or booking link can reach a real site; a generated
// programme is for sites marked demo, and only while they have no feed.

export type BuildCatalogPlan =
  { readonly kind: 'feed'; readonly url: string } | { readonly kind: 'generate' } | { readonly kind: 'keep' };

export class CatalogBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogBuildError';
  }
}

export interface BuildCatalogInputs {
  readonly site: string;
  /** The site file's `demo` flag. */
  readonly demo: boolean;
  /** CATALOG_FEED_URL, when set. */
  readonly feedUrl?: string | undefined;
  /** CATALOG_REFRESH=0 keeps a demo catalogue already generated (quicker repeated builds). */
  readonly refresh: boolean;
  readonly fileExists: boolean;
}

export function planBuildCatalog(inputs: BuildCatalogInputs): BuildCatalogPlan {
  const url = inputs.feedUrl?.trim();
  if (url) return { kind: 'feed', url };
  if (!inputs.demo) {
    throw new CatalogBuildError(
      `site ${inputs.site} is not a demo site: set CATALOG_FEED_URL to its programme feed (docs/feed.md)`,
    );
  }
  return inputs.refresh || !inputs.fileExists ? { kind: 'generate' } : { kind: 'keep' };
}

/** The feed as the build embeds it, with the site's own pages; any failure is one line naming the URL. */
export async function snapshotFeed(
  url: string,
  pages: readonly Page[],
  options: { fetch?: typeof fetch; timeoutMs?: number; posterOrigins?: readonly string[] } = {},
): Promise<Catalog> {
  try {
    const answer = await requestCatalogFeed({ url, fetch: options.fetch, timeoutMs: options.timeoutMs ?? 30_000 });
    // A first request carries no ETag, so the answer is always the feed itself.
    if (answer.kind !== 'feed') throw new Error('answered "not modified" to a first request');
    return { ...withLoadablePosters(answer.feed, options.posterOrigins ?? []), pages: [...pages] };
  } catch (error) {
    throw new CatalogBuildError(`catalogue feed ${url}: ${(error as Error).message}`);
  }
}
