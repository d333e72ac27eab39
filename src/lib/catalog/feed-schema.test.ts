import { describe, expect, it } from 'vitest';
import { feedMovieSchema, parseCatalogFeed } from './feed-schema.ts';
import { testCatalog, testMovie } from './test-catalog.ts';

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

describe('the catalogue feed: a theater’s time zone (docs/feed.md, "Time zones")', () => {
  const base = testCatalog([movie], []);
  const feed = (timeZone: string) => ({
    ...base,
    theaters: base.theaters.map((theater) => ({ ...theater, timeZone })),
  });

  it('is an IANA zone the runtime knows', () => {
    for (const zone of ['Europe/Paris', 'America/New_York', 'UTC'])
      expect(parseCatalogFeed(feed(zone)).ok, zone).toBe(true);
  });

  it('refuses any other text, naming the field, rather than let every page that shows a time fail', () => {
    for (const zone of ['Europe/Lyon', 'CET+1', 'Paris']) {
      const verdict = parseCatalogFeed(feed(zone));
      expect(verdict.ok ? 'valid' : verdict.reason, zone).toBe(
        'invalid feed at theaters.0.timeZone: an IANA time zone such as Europe/Paris',
      );
    }
    expect(parseCatalogFeed(feed('')).ok).toBe(false);
  });
});
