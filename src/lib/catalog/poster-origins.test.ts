import { describe, expect, it } from 'vitest';
import { testCatalog, testMovie } from './test-catalog.ts';
import { drawnPoster, isPosterOrigin, posterOriginsOf, withLoadablePosters } from './poster-origins.ts';

// §3.1 the feed's posters: shown from the origins the deployment allows, drawn by the site otherwise.

const { pages: _pages, ...feed } = testCatalog(
  [
    testMovie(1, { poster: { src: 'https://img.cinema.example/p/1.jpg', width: 300, height: 450 } }),
    testMovie(2, { poster: { src: 'https://elsewhere.example/2.jpg', width: 300, height: 450 } }),
    testMovie(3, { poster: { src: '/posters/3.svg', width: 400, height: 600 } }),
  ],
  [],
);

describe('poster origins (§3.1)', () => {
  it('reads POSTER_ORIGINS as a list of origins, each once', () => {
    expect(posterOriginsOf(undefined)).toEqual([]);
    expect(posterOriginsOf(' https://img.cinema.example , https://img.cinema.example/,')).toEqual([
      'https://img.cinema.example',
    ]);
  });

  it('accepts https origins only, without a path', () => {
    expect(isPosterOrigin('https://img.cinema.example')).toBe(true);
    expect(isPosterOrigin('https://img.cinema.example:8443')).toBe(true);
    expect(isPosterOrigin('http://img.cinema.example')).toBe(false);
    expect(isPosterOrigin('https://img.cinema.example/posters')).toBe(false);
    expect(isPosterOrigin('https://user:pw@img.cinema.example')).toBe(false);
    expect(isPosterOrigin('img.cinema.example')).toBe(false);
  });

  it('keeps a poster from an allowed origin or the site, and draws the others', () => {
    const movies = withLoadablePosters(feed, ['https://img.cinema.example']).movies;
    expect(movies.map((m) => m.poster.src)).toEqual([
      'https://img.cinema.example/p/1.jpg',
      drawnPoster(2).src,
      '/posters/3.svg',
    ]);
    expect(withLoadablePosters(feed, []).movies.map((m) => m.poster.src)).toEqual([
      '/posters/1.svg',
      '/posters/2.svg',
      '/posters/3.svg',
    ]);
  });
});
