import { describe, expect, it } from 'vitest';
import { playsElsewhereCss, theatersPlayingEachMovie } from './where-it-plays.ts';

const theaters = [
  { id: 'paris', timeZone: 'Europe/Paris' },
  { id: 'nyc', timeZone: 'America/New_York' },
  { id: 'kolkata', timeZone: 'Asia/Kolkata' },
];

describe('§4.14 the home page and the movie list follow the current theater', () => {
  const now = new Date('2030-05-10T12:00:00Z');

  it('lists, per film, the theaters with a showtime from their own today on, in site order', () => {
    const playing = theatersPlayingEachMovie(
      [
        { movieId: 1, theaterId: 'kolkata', startsAt: '2030-05-10T21:00:00+05:30' },
        { movieId: 1, theaterId: 'paris', startsAt: '2030-05-12T20:00:00+02:00' },
        { movieId: 1, theaterId: 'paris', startsAt: '2030-05-13T20:00:00+02:00' },
        // Yesterday in New York: no longer playing there.
        { movieId: 2, theaterId: 'nyc', startsAt: '2030-05-09T20:00:00-04:00' },
        { movieId: 3, theaterId: 'nyc', startsAt: '2030-05-10T20:00:00-04:00' },
        // A theater that is not the site's.
        { movieId: 3, theaterId: 'elsewhere', startsAt: '2030-05-10T20:00:00+00:00' },
      ],
      theaters,
      now,
    );
    expect(playing.get(1)).toEqual(['paris', 'kolkata']);
    expect(playing.has(2)).toBe(false);
    expect(playing.get(3)).toEqual(['nyc']);
  });

  it('shows the note only for a current theater the card does not list; ids that could break the CSS are left out', () => {
    const css = playsElsewhereCss(['paris', 'bad"]{}', 'nyc']);
    expect(css).toContain('[data-plays-elsewhere]{display:none}');
    expect(css).toContain(
      'html[data-theater="paris"] [data-plays-at]:not([data-plays-at~="paris"]) [data-plays-elsewhere]{display:block}',
    );
    expect(css).toContain('html[data-theater="nyc"]');
    expect(css).not.toContain('bad');
  });
});
