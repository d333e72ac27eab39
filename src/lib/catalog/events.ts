import type { CinemaEvent, MovieSummary } from './types.ts';

// §1 events: a title, a description and films of the programme, listed at /events/.

export const EVENTS_PATH = '/events/';

export function eventPath(event: Pick<CinemaEvent, 'slug'>): string {
  return `${EVENTS_PATH}${event.slug}/`;
}

/** An event with the films of the site's programme it shows, in the event's own order. */
export interface SiteEvent extends CinemaEvent {
  readonly movies: readonly MovieSummary[];
}

/** Events with at least one film on the programme, each slug once (the first event that uses it). */
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
