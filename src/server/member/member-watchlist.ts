import 'server-only';
import { moviePath } from '../../lib/catalog/slug.ts';
import { memberFeatures } from '../../lib/loyalty/member/member-features.ts';
import { getCurrentCatalog } from '../site/site.ts';
import { requestMemberApi, siteLoyaltyConfig } from './member-context.ts';

/** A film of the watchlist as the watchlist page names it. */
export interface WatchlistTitle {
  readonly title: string;
  readonly path: string;
}

/**
 * §4.7 the titles of the member's watchlist, looked up on the server so the browser gets these few, not
 * the catalogue; empty for a guest, without the watchlist, or when it cannot be read (§8.3: logged).
 */
export async function memberWatchlistTitles(): Promise<Record<string, WatchlistTitle>> {
  if (!memberFeatures(siteLoyaltyConfig()).watchlist) return {};
  const api = await requestMemberApi();
  if (!api) return {};
  const ids = new Set(await api.watchlist());
  if (ids.size === 0) return {};
  const catalog = await getCurrentCatalog();
  return Object.fromEntries(
    catalog.movies
      .filter((movie) => ids.has(String(movie.id)))
      .map((movie) => [String(movie.id), { title: movie.title, path: moviePath(movie) }]),
  );
}
