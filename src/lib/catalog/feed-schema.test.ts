import { describe, expect, it } from 'vitest';
import { feedMovieSchema } from './feed-schema.ts';
import { testMovie } from './test-catalog.ts';

const movie = testMovie(1, { title: 'Dune', slug: 'dune' });

describe('the catalogue feed: a film’s trailer', () => {
  it('is optional, or an https address on a video site', () => {
    expect(feedMovieSchema.safeParse(movie).success).toBe(true);
    expect(feedMovieSchema.safeParse({ ...movie, trailer: null }).success).toBe(true);
    expect(
      feedMovieSchema.safeParse({ ...movie, trailer: { url: 'https://videos.example/watch?v=abc' } }).success,
    ).toBe(true);
  });

  it('refuses another scheme (a script, plain http) and anything that is not an address', () => {
    for (const url of ['javascript:alert(1)', 'http://videos.example/abc', 'not a url', ''])
      expect(feedMovieSchema.safeParse({ ...movie, trailer: { url } }).success, url).toBe(false);
  });
});
