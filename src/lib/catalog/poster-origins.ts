import type { CatalogFeed } from './feed-schema.ts';
import type { Movie } from './types.ts';

// A feed may give a film an https poster, but the page may load images only from the origins its
// Content-Security-Policy lists: the site's own, and those the deployment names in POSTER_ORIGINS.
// A poster elsewhere would show as a broken image, so the site draws its own in its place.

/** POSTER_ORIGINS ("https://img.example, https://cdn.example") as origins; anything else is dropped by the env check first. */
export function posterOriginsOf(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => new URL(item).origin),
    ),
  ];
}

/** An item of POSTER_ORIGINS is an https origin: no path, query or credentials. */
export function isPosterOrigin(item: string): boolean {
  try {
    const url = new URL(item);
    return url.protocol === 'https:' && url.origin === item.replace(/\/$/, '') && !url.username;
  } catch {
    return false;
  }
}

/** The site's own poster for a film, drawn from its title (src/app/posters). */
export function drawnPoster(movieId: number): Movie['poster'] {
  return { src: `/posters/${movieId}.svg`, width: 400, height: 600 };
}

/** The feed with every poster the page could not load replaced by the site's own. */
export function withLoadablePosters(feed: CatalogFeed, origins: readonly string[]): CatalogFeed {
  const allowed = new Set(origins);
  const loadable = (src: string) => src.startsWith('/') || allowed.has(new URL(src).origin);
  if (feed.movies.every((movie) => loadable(movie.poster.src))) return feed;
  return {
    ...feed,
    movies: feed.movies.map((movie) =>
      loadable(movie.poster.src) ? movie : { ...movie, poster: drawnPoster(movie.id) },
    ),
  };
}
