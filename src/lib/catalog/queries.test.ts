import { describe, expect, it } from 'vitest';
import {
  findMovie,
  groupByPlayweek,
  programmeMovies,
  scheduledMovieIds,
  theaterProgramme,
  upcomingShowtimes,
  type ProgrammeRules,
} from './queries.ts';
import { testCatalog, testMovie, testShowtime } from './test-catalog.ts';

// 2026-11-23 is a Monday; the French playweek starts on Wednesday (3): 2026-11-18 … 2026-11-24.
const today = '2026-11-23';
const rules: ProgrammeRules = { globalExcludedMovieIds: [], movieOrderIndex: [], playweekStartsOn: 3 };

const onShowOld = testMovie(1, { title: 'Ancien', openingDate: '2026-11-04' });
const onShowNew = testMovie(2, { title: 'Nouveau', openingDate: '2026-11-18' });
const nextWeek = testMovie(3, { title: 'Bientôt', openingDate: '2026-11-25' });
const undetermined = testMovie(4, { title: 'Un jour', openingDate: null });
const preview = testMovie(5, { title: 'Avant-première', openingDate: '2026-12-02' });
const archive = testMovie(6, { title: 'Archive', openingDate: null });

const catalog = testCatalog(
  [onShowOld, onShowNew, nextWeek, undetermined, preview, archive],
  [
    testShowtime(1, '2026-11-23T20:00:00+01:00'),
    testShowtime(2, '2026-11-23T14:00:00+01:00'),
    testShowtime(2, '2026-11-24T14:00:00+01:00'),
    testShowtime(5, '2026-11-24T20:00:00+01:00'),
    testShowtime(3, '2026-11-25T20:00:00+01:00'),
  ],
  [1, 2, 3, 4, 5],
);

describe('programmeMovies (§3.1, §9.3)', () => {
  it('lists only the programme: films on show first, then by playweek, with NEW and PREVIEW tags', () => {
    const list = programmeMovies(catalog, today, rules);
    expect(list.map((m) => m.id)).toEqual([2, 1, 3, 5, 4]);
    expect(list.find((m) => m.id === 2)?.tags).toEqual(['NEW']);
    expect(list.find((m) => m.id === 1)?.tags).toEqual([]);
    expect(list.find((m) => m.id === 5)?.tags).toEqual(['PREVIEW']);
    expect(list.find((m) => m.id === 3)?.playweek).toBe('NEXT_PLAYWEEK_1');
    expect(list.find((m) => m.id === 4)?.playweek).toBe('NEXT_PLAYWEEK_UNDETERMINED');
    expect(list.some((m) => m.id === 6)).toBe(false);
  });

  it('§3.1 globalExcludedMovieIds removes a film everywhere', () => {
    const excluded = { ...rules, globalExcludedMovieIds: [2, 5] };
    expect(programmeMovies(catalog, today, excluded).map((m) => m.id)).toEqual([1, 3, 4]);
    expect(findMovie(catalog, 2, excluded)).toBeNull();
    expect(scheduledMovieIds(catalog, today, excluded)).toEqual([1, 3]);
  });

  it('§3.1 movieOrderIndex puts the listed films first, in that order', () => {
    const ordered = { ...rules, movieOrderIndex: [4, 1, 999] };
    expect(programmeMovies(catalog, today, ordered).map((m) => m.id)).toEqual([4, 1, 2, 3, 5]);
  });

  it('groups by playweek in the §9.3 order, leaving out empty weeks', () => {
    const groups = groupByPlayweek(programmeMovies(catalog, today, rules));
    expect(groups.map((g) => g.playweek)).toEqual([
      'CURRENT_PLAYWEEK',
      'NEXT_PLAYWEEK_1',
      'NEXT_PLAYWEEK_2',
      'NEXT_PLAYWEEK_UNDETERMINED',
    ]);
  });

  it('finds catalogue films outside the programme by id (they get a page on first request)', () => {
    expect(findMovie(catalog, 6, rules)?.title).toBe('Archive');
    expect(findMovie(catalog, 12345, rules)).toBeNull();
  });
});

describe('showtimes', () => {
  it('hides showtimes that started more than 20 minutes ago but keeps sold-out ones', () => {
    const c = testCatalog(
      [onShowOld],
      [
        testShowtime(1, '2026-11-23T19:30:00+01:00'),
        testShowtime(1, '2026-11-23T19:45:00+01:00', { availability: 'SOLD_OUT' }),
        testShowtime(1, '2026-11-23T21:00:00+01:00'),
      ],
    );
    const now = new Date('2026-11-23T19:00:00Z'); // 20:00 in Paris
    expect(upcomingShowtimes(c, 1, 't1', now).map((s) => s.startsAt)).toEqual([
      '2026-11-23T19:45:00+01:00',
      '2026-11-23T21:00:00+01:00',
    ]);
    expect(upcomingShowtimes(c, 1, 'other', now)).toEqual([]);
  });

  it('§3.5 a theater programme: its own films over N local days, excluded films and past showtimes out', () => {
    const c = testCatalog(
      [onShowOld, onShowNew, nextWeek],
      [
        testShowtime(2, '2026-11-25T10:00:00+01:00'),
        testShowtime(1, '2026-11-23T19:30:00+01:00'), // started 30 minutes ago: gone
        testShowtime(1, '2026-11-23T19:45:00+01:00', { availability: 'SOLD_OUT' }), // 15 minutes ago: kept
        testShowtime(1, '2026-11-23T23:30:00+01:00'),
        testShowtime(3, '2026-11-24T21:00:00+01:00'), // excluded below
        testShowtime(2, '2026-11-24T14:00:00+01:00', { theaterId: 'other' }),
        testShowtime(1, '2026-11-24T23:59:00+01:00'), // last minute of the second day
        testShowtime(1, '2026-11-25T00:00:00+01:00'), // the third day: outside two days
      ],
    );
    const theater = { id: 't1', timeZone: 'Europe/Paris' };
    const now = new Date('2026-11-23T19:00:00Z'); // 20:00 in Paris
    const excluding3 = { globalExcludedMovieIds: [3] };
    expect(theaterProgramme(c, theater, excluding3, 2, now).map((s) => [s.movieId, s.startsAt])).toEqual([
      [1, '2026-11-23T19:45:00+01:00'],
      [1, '2026-11-23T23:30:00+01:00'],
      [1, '2026-11-24T23:59:00+01:00'],
    ]);
    expect(theaterProgramme(c, theater, rules, 3, now).map((s) => s.movieId)).toEqual([1, 1, 3, 1, 1, 2]);
  });

  it('counts a theater programme’s days in the theater’s zone, not in UTC', () => {
    // 23:30 in Los Angeles on the 23rd is already the 24th in UTC: still "today" there.
    const c = testCatalog(
      [onShowOld],
      [testShowtime(1, '2026-11-23T23:30:00-08:00'), testShowtime(1, '2026-11-24T10:00:00-08:00')],
    );
    const now = new Date('2026-11-24T06:00:00Z'); // 22:00 on the 23rd in Los Angeles
    const losAngeles = { id: 't1', timeZone: 'America/Los_Angeles' };
    expect(theaterProgramme(c, losAngeles, rules, 1, now).map((s) => s.startsAt)).toEqual([
      '2026-11-23T23:30:00-08:00',
    ]);
  });
});
