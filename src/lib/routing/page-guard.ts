import { isExcluded, type ProgrammeRules } from '../catalog/queries.ts';
import { moviePath, movieSegment, parseMovieSegment } from '../catalog/slug.ts';
import type { Catalog } from '../catalog/types.ts';
import { MOVIE_PERMALINK_PREFIX } from '../config/constants.ts';

// What a page request may reach before any page renders (§2.1 routes). Movie and theater pages
// are rendered on their first request and then cached, so only the ids the catalogue holds may
// reach them: an unknown id is a plain 404 that stores nothing, and a known id with another slug
// is redirected here rather than by the page (whose redirect would be cached per slug too). The
// page cache is therefore bounded by the catalogue. A path that does not percent-decode is a 400.

/** The pages that may be rendered on demand, and their canonical paths. */
export interface PageIndex {
  /** Known movie id → its canonical slug (§2.1 /movies/{movieId}-{slug}/). */
  readonly movieSlugs: ReadonlyMap<number, string>;
  /** Slugs of the site's theaters (§3.5 /theaters/{slug}/). */
  readonly theaterSlugs: ReadonlySet<string>;
  /** Slugs of the catalogue's events (§1 /events/{slug}/). */
  readonly eventSlugs: ReadonlySet<string>;
}

export type PageVerdict =
  | { readonly kind: 'pass' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'redirect'; readonly location: string };

const PASS: PageVerdict = { kind: 'pass' };
const PERMALINK = new RegExp(`^/${MOVIE_PERMALINK_PREFIX}/movie/([^/]*)`);

/** decodeURIComponent, or null for text whose percent-encoding is broken (`%FF`, `%zz`, `%`). */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function pageIndexOf(
  catalog: Pick<Catalog, 'movies' | 'theaters'> & Partial<Pick<Catalog, 'events'>>,
  theaterIds: readonly string[],
  rules: Pick<ProgrammeRules, 'globalExcludedMovieIds'>,
): PageIndex {
  const movieSlugs = new Map<number, string>();
  for (const movie of catalog.movies) if (!isExcluded(movie.id, rules)) movieSlugs.set(movie.id, movie.slug);
  const theaterSlugs = new Set(
    catalog.theaters.filter((theater) => theaterIds.includes(theater.id)).map((theater) => theater.slug),
  );
  const eventSlugs = new Set((catalog.events ?? []).map((event) => event.slug));
  return { movieSlugs, theaterSlugs, eventSlugs };
}

/**
 * The verdict on a request path as it came (still percent-encoded), in its §2.1 canonical
 * trailing-slash form. Without an index (the catalogue could not be read) the pages decide.
 */
export function judgePagePath(rawPathname: string, index: PageIndex | null): PageVerdict {
  const pathname = safeDecode(rawPathname);
  if (pathname === null) return { kind: 'malformed' };
  // No page of the site has a "%" in its path; pages decode their segment again, so a "%" left
  // after one decoding would reach them as broken encoding.
  if (pathname.includes('%')) return { kind: 'not-found' };
  // No page of the site starts with "_" (App Router keeps such folders private; /_next/ and the
  // script proxy's /__third-party-proxy never reach the guard, src/proxy.ts's matcher leaves them
  // out): what Next builds in itself there (/_global-error, /_not-found) is not a page.
  if (pathname.startsWith('/_')) return { kind: 'not-found' };
  // Under the pages rendered on demand only their one-segment form exists: anything else (a slash
  // encoded in the segment, a second segment, an ending such as .json that keeps the slash off)
  // would be rendered and stored once per address.
  const onDemand = /^\/(?:movies|theaters|events)\/(.+)$/.exec(pathname);
  if (onDemand && !/^[^/]+\/$/.test(onDemand[1] as string)) return { kind: 'not-found' };
  if (!index) return PASS;
  const permalink = PERMALINK.exec(pathname);
  if (permalink) {
    // §2.1 /permalink/movie/{movieId}[-anything][/…]: answered here, before any page renders (the
    // query, a campaign's utm_* included, goes on with the redirect).
    const id = parseMovieSegment(permalink[1] as string)?.id;
    const slug = id === undefined ? undefined : index.movieSlugs.get(id);
    return id === undefined || slug === undefined
      ? { kind: 'not-found' }
      : { kind: 'redirect', location: moviePath({ id, slug }) };
  }
  const movie = /^\/movies\/([^/]+)\/$/.exec(pathname);
  if (movie) {
    const parsed = parseMovieSegment(movie[1] as string);
    const slug = parsed ? index.movieSlugs.get(parsed.id) : undefined;
    if (!parsed || slug === undefined) return { kind: 'not-found' };
    // Anything but the canonical segment (another slug, leading zeros) is redirected to it.
    const canonical = { id: parsed.id, slug };
    if (movie[1] !== movieSegment(canonical)) return { kind: 'redirect', location: moviePath(canonical) };
    return PASS;
  }
  const theater = /^\/theaters\/([^/]+)\/$/.exec(pathname);
  if (theater) return index.theaterSlugs.has(theater[1] as string) ? PASS : { kind: 'not-found' };
  const event = /^\/events\/([^/]+)\/$/.exec(pathname);
  if (event) return index.eventSlugs.has(event[1] as string) ? PASS : { kind: 'not-found' };
  return PASS;
}

/**
 * §1, §3.3: a site without a loyalty programme has no member area at all: its account screens and
 * its login page are not found (the header offers no access to them, §6).
 */
export function isMemberAreaPath(pathname: string, loginSlug: string): boolean {
  return pathname === '/account/' || pathname.startsWith('/account/') || pathname === `/${loginSlug}/`;
}
