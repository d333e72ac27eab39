import { describe, expect, it } from 'vitest';
import { moviesFromVega } from './demo-catalog.ts';

const row = (rating: string | null) => ({
  Title: 'Heat',
  'Release Date': '15-Dec-95',
  'MPAA Rating': rating,
  'Running Time min': 170,
  Distributor: 'Warner Bros.',
  'Major Genre': 'Action',
  Director: 'Michael Mann',
  'IMDB Rating': 8.2,
  'IMDB Votes': 100_000,
});

describe('demo catalogue certificates (§2.2 movie facts in the site country’s system)', () => {
  it('a US site shows the US rating; unrated rows have none', () => {
    expect(moviesFromVega([row('R'), row('Not Rated'), row(null)], 'en').map((m) => m.certificate)).toEqual([
      'R',
      null,
      null,
    ]);
  });

  it('a French site shows no US rating (PG-13, R are not French certificates)', () => {
    expect(moviesFromVega([row('R'), row('PG-13')], 'fr').map((m) => m.certificate)).toEqual([null, null]);
  });
});
