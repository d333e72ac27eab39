import type { Showtime, Theater } from '../catalog/types.ts';
import { localDateIn, localDateOf } from '../catalog/zoned-time.ts';
import { THEATER_ATTRIBUTE } from './selected-theater.ts';

// §4.14 on cached pages, the same for everyone: a film card lists where it plays, and CSS keyed on the current theater
// shows a note on the cards of films it does not play.

/** The attribute of a film card: the ids of the theaters where it plays, space-separated. */
export const PLAYS_AT_ATTRIBUTE = 'data-plays-at';
export const PLAYS_ELSEWHERE_ATTRIBUTE = 'data-plays-elsewhere';

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/** For each film, the site's theaters (in site order) with a showtime from their own today on. */
export function theatersPlayingEachMovie(
  showtimes: readonly Pick<Showtime, 'movieId' | 'theaterId' | 'startsAt'>[],
  theaters: readonly Pick<Theater, 'id' | 'timeZone'>[],
  now: Date = new Date(),
): Map<number, string[]> {
  const todayAt = new Map(theaters.map((theater) => [theater.id, localDateIn(now, theater.timeZone)]));
  const playing = new Map<number, Set<string>>();
  for (const showtime of showtimes) {
    const today = todayAt.get(showtime.theaterId);
    if (today === undefined || localDateOf(showtime.startsAt) < today) continue;
    const set = playing.get(showtime.movieId) ?? new Set<string>();
    set.add(showtime.theaterId);
    playing.set(showtime.movieId, set);
  }
  const order = theaters.map((theater) => theater.id);
  return new Map([...playing].map(([movieId, ids]) => [movieId, order.filter((id) => ids.has(id))]));
}

/** No current theater, no note (§4.14); ids are restricted to [A-Za-z0-9_-] as they go into CSS. */
export function playsElsewhereCss(theaterIds: readonly string[]): string {
  const rules = theaterIds
    .filter((id) => SAFE_ID.test(id))
    .map(
      (id) =>
        `html[${THEATER_ATTRIBUTE}="${id}"] [${PLAYS_AT_ATTRIBUTE}]:not([${PLAYS_AT_ATTRIBUTE}~="${id}"]) [${PLAYS_ELSEWHERE_ATTRIBUTE}]{display:block}`,
    );
  return [`[${PLAYS_ELSEWHERE_ATTRIBUTE}]{display:none}`, ...rules].join('');
}
