import { describe, expect, it } from 'vitest';
import { affectedTags, programmeChangeSchema } from './cache-tags.ts';
import { testCatalog, testMovie, testShowtime } from './test-catalog.ts';

// §2.1 pages renewed on a programme change: exactly the pages that show what changed.

const before = testCatalog(
  [testMovie(1), testMovie(2)],
  [
    testShowtime(1, '2026-11-23T20:30:00+01:00', { theaterId: 't1' }),
    testShowtime(2, '2026-11-23T20:30:00+01:00', { theaterId: 't2' }),
  ],
);

describe('affectedTags', () => {
  it('renews the movie page, the lists and the page of each theater that plays the movie', () => {
    expect(affectedTags({ movieIds: [1] }, before, before).sort()).toEqual(['movie:1', 'programme', 'theater:t1']);
  });

  it('counts a theater that plays the movie only after the change, or only before it', () => {
    const after = testCatalog(before.movies, [
      ...before.showtimes.filter((s) => s.movieId !== 1),
      testShowtime(1, '2026-11-24T20:30:00+01:00', { theaterId: 't3' }),
    ]);
    expect(affectedTags({ movieIds: [1] }, before, after).sort()).toEqual([
      'movie:1',
      'programme',
      'theater:t1',
      'theater:t3',
    ]);
  });

  it('renews named theaters, and everything for the whole programme', () => {
    expect(affectedTags({ theaterIds: ['t2'] }, before, before).sort()).toEqual(['programme', 'theater:t2']);
    expect(affectedTags({ all: true }, before, before)).toEqual(['catalog']);
  });
});

describe('programmeChangeSchema', () => {
  it('accepts ids or the whole programme, and refuses empty, unknown or malformed changes', () => {
    expect(programmeChangeSchema.safeParse({ movieIds: [12] }).success).toBe(true);
    expect(programmeChangeSchema.safeParse({ all: true }).success).toBe(true);
    expect(programmeChangeSchema.safeParse({}).success).toBe(false);
    expect(programmeChangeSchema.safeParse({ movieIds: [] }).success).toBe(false);
    expect(programmeChangeSchema.safeParse({ movieIds: ['12'] }).success).toBe(false);
    expect(programmeChangeSchema.safeParse({ theaterIds: ['a b'] }).success).toBe(false);
    expect(programmeChangeSchema.safeParse({ all: false }).success).toBe(false);
    expect(programmeChangeSchema.safeParse({ movieIds: [1], path: '/' }).success).toBe(false);
  });
});
