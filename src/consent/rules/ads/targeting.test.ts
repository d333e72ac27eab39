import { describe, expect, it } from 'vitest';
import { adServerKeyValues, pageTargetingFrom, sameTargeting, wrapperTargeting } from './targeting.ts';

const pageData = {
  event: 'page_data',
  urlOrigin: 'https://www.starlight.example.com',
  domain: 'www.starlight.example.com',
  pageType: 'movie',
  theaterId: '3001',
  theaterName: 'Starlight Union Square',
  theaterPermalinkOrigin: 'https://www.starlight.example.com',
  theaterPermalinkPath: '/theaters/starlight-union-square/',
  movieId: 1234,
  movieTitle: 'Dune',
  movieReleaseDate: '2026-03-04',
  moviePermalinkOrigin: 'https://www.starlight.example.com',
  moviePermalinkPath: '/movies/dune-1234/',
  isLoggedIn: true,
};

describe('§3.14 page targeting from the data layer', () => {
  it('reads the last page-data entry, isLoggedIn as a string', () => {
    const targeting = pageTargetingFrom([
      { event: 'page_data', pageType: 'home' },
      { event: 'gtm.js' },
      pageData,
      ['x'],
    ]);
    expect(targeting).toMatchObject({ pageType: 'movie', movieId: '1234', theaterName: 'Starlight Union Square' });
    expect(targeting?.isLoggedIn).toBe('true');
    expect(pageTargetingFrom([{ event: 'page_data', isLoggedIn: 'no' }])?.isLoggedIn).toBe('false');
  });

  it('is null without a page-data entry', () => {
    expect(pageTargetingFrom([{ event: 'page_view' }, 'junk', null])).toBeNull();
  });
});

describe('§7.11 wrapper targeting fields', () => {
  it('fills every field from the site, the page inputs and the targeting data', () => {
    const fields = wrapperTargeting({
      site: {
        websiteId: 'ws-1',
        domain: 'www.starlight.example.com',
        circuitId: '5001',
        circuitName: 'Starlight Cinemas',
      },
      adType: 'captif-et-hors-captif',
      page: { pageTitle: 'Dune', currentPath: '/movies/dune-1234/', scheduledMovieIds: [1234, 99] },
      targeting: pageTargetingFrom([pageData]),
    });
    expect(fields).toEqual({
      page: 'Dune',
      adType: 'captif-et-hors-captif',
      websiteID: 'ws-1',
      domain: 'www.starlight.example.com',
      currentPath: '/movies/dune-1234/',
      urlOrigin: 'https://www.starlight.example.com',
      theater: 'Starlight Union Square',
      theaterID: '3001',
      theaterGroup: 'Starlight Cinemas',
      theaterGroupID: '5001',
      moviePermalinkPath: '/movies/dune-1234/',
      moviePermalinkOrigin: 'https://www.starlight.example.com',
      scheduledMovieIds: ['1234', '99'],
    });
  });

  it('gives the ad server the page targeting and adType, empty values left out', () => {
    const values = adServerKeyValues(
      pageTargetingFrom([{ event: 'page_data', pageType: 'home' }]),
      'captif-uniquement',
    );
    expect(values).toEqual({ adType: 'captif-uniquement', pageType: 'home', isLoggedIn: 'false' });
    expect(sameTargeting(values, { ...values })).toBe(true);
    expect(sameTargeting(values, { ...values, pageType: 'movie' })).toBe(false);
  });
});
