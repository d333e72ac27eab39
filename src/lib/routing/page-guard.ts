import { isExcluded, type ProgrammeRules } from '../catalog/queries.ts';
import { moviePath, movieSegment, parseMovieSegment } from '../catalog/slug.ts';
import type { Catalog } from '../catalog/types.ts';
import { MOVIE_PERMALINK_PREFIX, RESERVED_SEGMENTS } from '../config/constants.ts';

// Judged before any page renders (§2.1) so that the cache of on-demand pages stays bounded by the catalogue: unknown
// ids get a 404 that stores nothing, other slugs a redirect from here rather than one the page would cache per slug.

export interface PageIndex {
  /** Known movie id → its canonical slug (§2.1 /movies/{movieId}-{slug}/). */
  readonly movieSlugs: ReadonlyMap<number, string>;
  readonly theaterSlugs: ReadonlySet<string>;
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
 * One-segment addresses answered by a route of src/app other than the generic page (reserved segments aside): the
 * generic page template takes every other one, so this list and src/app's top folders are held equal by a test.
 */
export const OWN_TOP_LEVEL_SEGMENTS: readonly string[] = ['consent-logo'];

/** §2.1: a one-segment address ("/{slug}/") that is neither a page of the site nor one of our own routes. */
function isUnknownStandardPage(pathname: string, standardPageSlugs: ReadonlySet<string>): boolean {
  const segment = /^\/([^/]+)\/$/.exec(pathname)?.[1];
  if (segment === undefined) return false;
  const own = (RESERVED_SEGMENTS as readonly string[]).includes(segment) || OWN_TOP_LEVEL_SEGMENTS.includes(segment);
  return !own && !standardPageSlugs.has(segment);
}

/**
 * §2.1: a path as it came (percent-encoded); without an index (no catalogue) the pages decide, except for the site's
 * standard pages, known from its file: a slug that is not one of them never reaches the generic page, which renders
 * on demand when §3.1 deferStandardPages is on.
 */
export function judgePagePath(
  rawPathname: string,
  index: PageIndex | null,
  standardPageSlugs?: ReadonlySet<string>,
): PageVerdict {
  const pathname = safeDecode(rawPathname);
  if (pathname === null) return { kind: 'malformed' };
  // Pages decode their segment again, so a "%" left after one decoding would reach them as broken encoding.
  if (pathname.includes('%')) return { kind: 'not-found' };
  // No page of ours starts with "_": what Next builds there (/_global-error, /_not-found) is not a page.
  if (pathname.startsWith('/_')) return { kind: 'not-found' };
  // On-demand pages exist in one-segment form only, or each other address (an encoded slash, .json) would be stored.
  const onDemand = /^\/(?:movies|theaters|events)\/(.+)$/.exec(pathname);
  if (onDemand && !/^[^/]+\/$/.test(onDemand[1] as string)) return { kind: 'not-found' };
  if (standardPageSlugs && isUnknownStandardPage(pathname, standardPageSlugs)) return { kind: 'not-found' };
  if (!index) return PASS;
  const permalink = PERMALINK.exec(pathname);
  if (permalink) {
    // §2.1 permalink, answered before any page renders; the query (utm_*) goes on with the redirect.
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

/** §1, §3.3: a site without a loyalty programme has no member area: its account and login pages are not found. */
export function isMemberAreaPath(pathname: string, loginSlug: string): boolean {
  return pathname === '/account/' || pathname.startsWith('/account/') || pathname === `/${loginSlug}/`;
}
