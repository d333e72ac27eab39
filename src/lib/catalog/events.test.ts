import { describe, expect, it } from 'vitest';
import { eventPath, siteEvents } from './events.ts';
import type { CinemaEvent, MovieSummary } from './types.ts';

const movie = (id: number) => ({ id, title: `Film ${id}` }) as MovieSummary;
const event = (slug: string, movieIds: number[]): CinemaEvent => ({
  id: slug,
  slug,
  title: slug,
  description: '',
  movieIds,
});

describe('§1 events: browsed like movies', () => {
  it('lists an event with the films of the programme it shows, in the event’s order', () => {
    const [club] = siteEvents([event('club', [3, 1, 9])], [movie(1), movie(2), movie(3)]);
    expect(club?.movies.map((m) => m.id)).toEqual([3, 1]);
    expect(eventPath(club!)).toBe('/events/club/');
  });

  it('leaves out an event none of whose films is on the programme, a repeated slug and a repeated film', () => {
    const events = siteEvents([event('gone', [8, 9]), event('club', [1, 1]), event('club', [2])], [movie(1), movie(2)]);
    expect(events.map((e) => [e.slug, e.movies.map((m) => m.id)])).toEqual([['club', [1]]]);
  });
});
