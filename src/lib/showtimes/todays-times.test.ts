import { describe, expect, it } from 'vitest';
import type { Showtime } from '../catalog/types.ts';
import { todaysShowtimes } from './todays-times.ts';

const showtime = (id: string, theaterId: string, startsAt: string, movieId = 1) =>
  ({ id, theaterId, startsAt, movieId }) as Showtime;

describe('§4.14: today’s times on a home card, per theater', () => {
  const paris = { id: 'p', timeZone: 'Europe/Paris' };
  const kolkata = { id: 'k', timeZone: 'Asia/Kolkata' };
  // 23 November 2026, 19:00 in Paris (18:00 UTC), 23:30 in Kolkata.
  const now = new Date('2026-11-23T18:00:00Z');

  it('lists what is still to come today at each theater, in order, by each theater’s own date', () => {
    const showtimes = [
      showtime('late', 'p', '2026-11-23T22:15:00+01:00'),
      showtime('started', 'p', '2026-11-23T18:30:00+01:00'),
      showtime('soon', 'p', '2026-11-23T19:45:00+01:00'),
      showtime('tomorrow', 'p', '2026-11-24T14:00:00+01:00'),
      showtime('other film', 'p', '2026-11-23T21:00:00+01:00', 2),
      showtime('k-late', 'k', '2026-11-23T23:55:00+05:30'),
      showtime('k-tomorrow', 'k', '2026-11-24T00:30:00+05:30'),
    ];
    const times = todaysShowtimes(showtimes, 1, [paris, kolkata], now);
    expect(times.get('p')?.showtimes.map((s) => s.id)).toEqual(['soon', 'late']);
    expect(times.get('k')?.showtimes.map((s) => s.id)).toEqual(['k-late']);
  });

  it('shows four and counts the rest; a theater with nothing left today is left out', () => {
    const showtimes = [12, 13, 14, 15, 16, 17].map((hour) =>
      showtime(`h${hour}`, 'k', `2026-11-24T${hour}:00:00+05:30`),
    );
    const morning = new Date('2026-11-24T04:00:00Z');
    const times = todaysShowtimes(showtimes, 1, [paris, kolkata], morning);
    expect(times.get('k')).toMatchObject({ more: 2 });
    expect(times.get('k')?.showtimes).toHaveLength(4);
    expect(times.has('p')).toBe(false);
  });
});
