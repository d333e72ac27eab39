import type { CinemaEvent, MovieSummary } from './types.ts';

// §1 "Visitors browse movies and events": an event (a film club, a classics night, a festival) is
// a title, a description and films of the programme. Its list is /events/ and its page
// /events/{slug}/; both are in the navigation when the catalogue holds an event.

export const EVENTS_PATH = '/events/';

export function eventPath(event: Pick<CinemaEvent, 'slug'>): string {
  return `${EVENTS_PATH}${event.slug}/`;
}

/** An event with the films of the site's programme it shows, in the event's own order. */
export interface SiteEvent extends CinemaEvent {
  readonly movies: readonly MovieSummary[];
}

/**
 * The events a visitor can browse: those with at least one film on the programme (a film that left
 * it, or that the site excludes, is not listed), each slug once (the first event that uses it).
 */
export function siteEvents(events: readonly CinemaEvent[], programme: readonly MovieSummary[]): SiteEvent[] {
  const byId = new Map(programme.map((movie) => [movie.id, movie]));
  const seen = new Set<string>();
  const found: SiteEvent[] = [];
  for (const event of events) {
    if (seen.has(event.slug)) continue;
    seen.add(event.slug);
    const movies = [...new Set(event.movieIds)].flatMap((id) => byId.get(id) ?? []);
    if (movies.length > 0) found.push({ ...event, movies });
  }
  return found;
}
