import type { Availability, Movie, Showtime, Theater } from '../catalog/types.ts';
import { openStreetMapUrl } from '../theaters/map-link.ts';
import { showtimeVersion, withinDays } from '../showtimes/showtime-view.ts';
import { flattenCatalogList } from '../showtimes/placeholders.ts';

// schema.org JSON-LD for search engines: Movie, MovieTheater and ScreeningEvent, built from our
// catalogue types. Pure; the page serialises the result with serializeJsonLd.

type JsonLdNode = Record<string, unknown>;

export interface JsonLdSite {
  /** https://{domain}, no trailing slash. */
  origin: string;
  /** BCP 47 language of the site (fr-FR → "fr"), the language subtitles and dubs are in. */
  language: string;
}

const AVAILABILITY: Record<Availability, string> = {
  AVAILABLE: 'https://schema.org/InStock',
  ALMOST_FULL: 'https://schema.org/LimitedAvailability',
  SOLD_OUT: 'https://schema.org/SoldOut',
};

export function theaterNodeId(site: JsonLdSite, theater: Pick<Theater, 'slug'>): string {
  return `${site.origin}/theaters/${theater.slug}/#theater`;
}

export function movieNodeId(site: JsonLdSite, moviePath: string): string {
  return `${site.origin}${moviePath}#movie`;
}

export function movieJsonLd(site: JsonLdSite, movie: Movie, moviePath: string): JsonLdNode {
  const node: JsonLdNode = {
    '@type': 'Movie',
    '@id': movieNodeId(site, moviePath),
    name: movie.title,
    url: `${site.origin}${moviePath}`,
    // A feed's https poster is already absolute; the site's own is a path.
    image: movie.poster.src.startsWith('/') ? `${site.origin}${movie.poster.src}` : movie.poster.src,
    description: movie.synopsis,
  };
  if (movie.releaseDate) node.datePublished = movie.releaseDate;
  if (movie.runtimeMinutes) node.duration = `PT${movie.runtimeMinutes}M`;
  const directors = flattenCatalogList(movie.directors);
  if (directors.length) node.director = directors.map((name) => ({ '@type': 'Person', name }));
  const cast = flattenCatalogList(movie.cast);
  if (cast.length) node.actor = cast.map((name) => ({ '@type': 'Person', name }));
  const genres = flattenCatalogList(movie.genres);
  if (genres.length) node.genre = genres;
  if (movie.certificate) node.contentRating = movie.certificate;
  if (movie.distributor) node.productionCompany = { '@type': 'Organization', name: movie.distributor };
  return node;
}

export function theaterJsonLd(site: JsonLdSite, theater: Theater): JsonLdNode {
  const node: JsonLdNode = {
    '@type': 'MovieTheater',
    '@id': theaterNodeId(site, theater),
    name: theater.name,
    url: `${site.origin}/theaters/${theater.slug}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: theater.address.line1,
      addressLocality: theater.address.city,
      postalCode: theater.address.postalCode,
      ...(theater.address.region ? { addressRegion: theater.address.region } : {}),
      addressCountry: theater.address.country,
    },
    hasMap: openStreetMapUrl(theater),
    screenCount: theater.screens,
  };
  if (theater.geo) node.geo = { '@type': 'GeoCoordinates', latitude: theater.geo.lat, longitude: theater.geo.lng };
  return node;
}

/** Points at the theater and movie nodes by @id, so that a page with hundreds of showtimes does not repeat them. */
export function screeningEventJsonLd(
  site: JsonLdSite,
  showtime: Showtime,
  refs: { theater: Pick<Theater, 'slug' | 'name'>; movieTitle: string; moviePath: string },
): JsonLdNode {
  const version = showtimeVersion(showtime.attributes);
  return {
    '@type': 'ScreeningEvent',
    name: refs.movieTitle,
    startDate: showtime.startsAt,
    location: { '@id': theaterNodeId(site, refs.theater) },
    workPresented: { '@id': movieNodeId(site, refs.moviePath) },
    videoFormat: showtime.format,
    ...(version === 'DUBBED' ? { inLanguage: site.language } : {}),
    ...(version === 'ORIGINAL_SUBTITLED' ? { subtitleLanguage: site.language } : {}),
    ...(showtime.accessibility.includes('SDH_SUBTITLES') ? { accessibilityFeature: ['captions'] } : {}),
    offers: { '@type': 'Offer', url: showtime.bookingUrl, availability: AVAILABILITY[showtime.availability] },
  };
}

/** Today and tomorrow. Why: docs/decisions/0013-json-ld-screenings-of-two-days.md */
export const JSON_LD_SCREENING_DAYS = 2;

export function jsonLdGraph(nodes: readonly JsonLdNode[]): JsonLdNode {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** A film the page names, with its page's path. */
export interface JsonLdMovieRef {
  readonly movie: Movie;
  readonly path: string;
}

/** One theater's screenings of JSON_LD_SCREENING_DAYS, each under the film `refOf` names (none: left out). */
function screeningsJsonLd(
  site: JsonLdSite,
  theater: Theater,
  showtimes: readonly Showtime[],
  refOf: (showtime: Showtime) => JsonLdMovieRef | undefined,
  now: Date,
): JsonLdNode[] {
  return withinDays(showtimes, theater, JSON_LD_SCREENING_DAYS, now).flatMap((showtime) => {
    const ref = refOf(showtime);
    return ref
      ? [screeningEventJsonLd(site, showtime, { theater, movieTitle: ref.movie.title, moviePath: ref.path })]
      : [];
  });
}

/** The theater page's graph: the theater, the films of its programme, the screenings of JSON_LD_SCREENING_DAYS. */
export function theaterPageJsonLd(
  site: JsonLdSite,
  theater: Theater,
  movies: readonly JsonLdMovieRef[],
  showtimes: readonly Showtime[],
  now: Date = new Date(),
): JsonLdNode {
  const byId = new Map(movies.map((ref) => [ref.movie.id, ref]));
  return jsonLdGraph([
    theaterJsonLd(site, theater),
    ...movies.map((ref) => movieJsonLd(site, ref.movie, ref.path)),
    ...screeningsJsonLd(site, theater, showtimes, (showtime) => byId.get(showtime.movieId), now),
  ]);
}

/** The movie page's graph: the film, the theaters playing it, their screenings of JSON_LD_SCREENING_DAYS. */
export function moviePageJsonLd(
  site: JsonLdSite,
  movie: JsonLdMovieRef,
  blocks: readonly { readonly theater: Theater; readonly showtimes: readonly Showtime[] }[],
  now: Date = new Date(),
): JsonLdNode {
  const playing = blocks.filter((block) => block.showtimes.length > 0);
  return jsonLdGraph([
    movieJsonLd(site, movie.movie, movie.path),
    ...playing.map((block) => theaterJsonLd(site, block.theater)),
    ...playing.flatMap((block) => screeningsJsonLd(site, block.theater, block.showtimes, () => movie, now)),
  ]);
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
