import type { Playweek } from '../config/constants.ts';
import { PLAYWEEKS } from '../config/constants.ts';
import { movieTags, playweekOf } from './playweek.ts';
import type { Catalog, Movie, MovieSummary, Showtime, Theater } from './types.ts';
import { addDays, localDateIn, localDateOf } from './zoned-time.ts';

// The §3.1 rules and §9.3 playweeks applied to a loaded catalogue; pure given "today" and "now"
// (pages let "now" default to the clock).

export interface ProgrammeRules {
  /** §3.1: these movies never appear anywhere on the site. */
  globalExcludedMovieIds: readonly number[];
  /** §3.1: these movies come first, in this order. */
  movieOrderIndex: readonly number[];
  /** First weekday of the cinema week (0 = Sunday). */
  playweekStartsOn: number;
}

/** A showtime that started more than this long ago is no longer offered. */
export const SHOWTIME_GRACE_MINUTES = 20;

export function isExcluded(movieId: number, rules: Pick<ProgrammeRules, 'globalExcludedMovieIds'>): boolean {
  return rules.globalExcludedMovieIds.includes(movieId);
}

/** A catalogue movie by id, or null when unknown or excluded (§3.1). */
export function findMovie(
  catalog: Catalog,
  id: number,
  rules: Pick<ProgrammeRules, 'globalExcludedMovieIds'>,
): Movie | null {
  if (isExcluded(id, rules)) return null;
  return catalog.movies.find((movie) => movie.id === id) ?? null;
}

/** The local day (YYYY-MM-DD) of the first showtime of a movie from `today` on, or null. */
function firstShowtimeDate(showtimes: readonly Showtime[], movieId: number, today: string): string | null {
  let first: string | null = null;
  for (const showtime of showtimes) {
    if (showtime.movieId !== movieId) continue;
    const date = localDateOf(showtime.startsAt);
    if (date >= today && (first === null || date < first)) first = date;
  }
  return first;
}

export function summarizeMovie(catalog: Catalog, movie: Movie, today: string, rules: ProgrammeRules): MovieSummary {
  const first = firstShowtimeDate(catalog.showtimes, movie.id, today);
  return {
    ...movie,
    tags: movieTags(movie.openingDate, first, today, rules.playweekStartsOn),
    playweek: playweekOf(movie.openingDate, today, rules.playweekStartsOn),
    isScheduled: first !== null,
  };
}

/**
 * The movie list (§3.1, §9.3): movieOrderIndex first, then films on show before films to come, then
 * by playweek, newest opening first, then title.
 */
export function programmeMovies(catalog: Catalog, today: string, rules: ProgrammeRules): MovieSummary[] {
  const byId = new Map(catalog.movies.map((movie) => [movie.id, movie]));
  const seen = new Set<number>();
  const summaries: MovieSummary[] = [];
  for (const id of catalog.programme) {
    const movie = byId.get(id);
    if (!movie || seen.has(id) || isExcluded(id, rules)) continue;
    seen.add(id);
    summaries.push(summarizeMovie(catalog, movie, today, rules));
  }
  const orderRank = new Map(rules.movieOrderIndex.map((id, index) => [id, index]));
  return summaries.sort((a, b) => compareForListing(a, b, orderRank));
}

function compareForListing(a: MovieSummary, b: MovieSummary, orderRank: Map<number, number>): number {
  const rankA = orderRank.get(a.id) ?? Number.POSITIVE_INFINITY;
  const rankB = orderRank.get(b.id) ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  if (a.isScheduled !== b.isScheduled) return a.isScheduled ? -1 : 1;
  const weekA = PLAYWEEKS.indexOf(a.playweek);
  const weekB = PLAYWEEKS.indexOf(b.playweek);
  if (weekA !== weekB) return weekA - weekB;
  if (a.playweek === 'CURRENT_PLAYWEEK' && a.openingDate !== b.openingDate) {
    return (b.openingDate ?? '') < (a.openingDate ?? '') ? -1 : 1;
  }
  if (a.playweek !== 'CURRENT_PLAYWEEK' && a.openingDate !== b.openingDate) {
    return (a.openingDate ?? '') < (b.openingDate ?? '') ? -1 : 1;
  }
  return a.title.localeCompare(b.title);
}

export function groupByPlayweek(movies: readonly MovieSummary[]): { playweek: Playweek; movies: MovieSummary[] }[] {
  return PLAYWEEKS.map((playweek) => ({
    playweek,
    movies: movies.filter((movie) => movie.playweek === playweek),
  })).filter((group) => group.movies.length > 0);
}

/** Ids of the movies with at least one showtime from `today` on: pre-rendered at build (§2.1). */
export function scheduledMovieIds(
  catalog: Catalog,
  today: string,
  rules: Pick<ProgrammeRules, 'globalExcludedMovieIds'>,
): number[] {
  const ids = new Set<number>();
  for (const showtime of catalog.showtimes) {
    if (localDateOf(showtime.startsAt) >= today && !isExcluded(showtime.movieId, rules)) ids.add(showtime.movieId);
  }
  return [...ids].sort((a, b) => a - b);
}

/** A movie's showtimes at one theater that one can still go to, sold-out ones included. */
export function upcomingShowtimes(
  catalog: Catalog,
  movieId: number,
  theaterId: string,
  now: Date = new Date(),
): Showtime[] {
  const earliest = now.getTime() - SHOWTIME_GRACE_MINUTES * 60_000;
  return catalog.showtimes
    .filter((s) => s.movieId === movieId && s.theaterId === theaterId && Date.parse(s.startsAt) >= earliest)
    .sort(byStart);
}

/**
 * What plays at a theater (§3.5) over `days` of its local days from today: showtimes one can still
 * go to, excluded films (§3.1) left out, sold-out ones kept.
 */
export function theaterProgramme(
  catalog: Catalog,
  theater: Pick<Theater, 'id' | 'timeZone'>,
  rules: Pick<ProgrammeRules, 'globalExcludedMovieIds'>,
  days: number,
  now: Date = new Date(),
): Showtime[] {
  const earliest = now.getTime() - SHOWTIME_GRACE_MINUTES * 60_000;
  const lastDay = addDays(localDateIn(now, theater.timeZone), days - 1);
  return catalog.showtimes
    .filter(
      (s) =>
        s.theaterId === theater.id &&
        !isExcluded(s.movieId, rules) &&
        Date.parse(s.startsAt) >= earliest &&
        localDateOf(s.startsAt) <= lastDay,
    )
    .sort(byStart);
}

function byStart(a: Showtime, b: Showtime): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt);
}
