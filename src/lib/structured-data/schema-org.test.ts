import { describe, expect, it } from 'vitest';
import type { Movie, Showtime, Theater } from '../catalog/types.ts';
import {
  jsonLdGraph,
  moviePageJsonLd,
  movieJsonLd,
  screeningEventJsonLd,
  serializeJsonLd,
  theaterJsonLd,
  theaterPageJsonLd,
} from './schema-org.ts';

const site = { origin: 'https://starlight.example', language: 'en' };
const theater: Theater = {
  id: '3001',
  name: 'Starlight Downtown',
  slug: 'starlight-downtown',
  theaterCode: 'SL01',
  timeZone: 'America/New_York',
  ticketingProvider: 'NONE',
  address: { line1: '1 Main St', city: 'New York', postalCode: '10001', region: 'NY', country: 'US' },
  geo: { lat: 40.75, lng: -73.99 },
  screens: 8,
};
const movie: Movie = {
  id: 10042,
  title: 'Amélie',
  slug: 'amelie',
  synopsis: 'A 2001 comedy.',
  runtimeMinutes: 122,
  releaseDate: '2001-04-25',
  genres: ['Comedy|Romance'],
  directors: ['Jean-Pierre Jeunet'],
  cast: [],
  certificate: 'R',
  distributor: 'Miramax',
  poster: { src: '/posters/10042.svg', width: 400, height: 600 },
  openingDate: '2026-11-20',
};
const showtime: Showtime = {
  id: 's1',
  movieId: 10042,
  theaterId: '3001',
  startsAt: '2026-11-23T20:30:00-05:00',
  attributes: ['Localization.Version.Original'],
  format: 'IMAX',
  accessibility: ['SDH_SUBTITLES'],
  screen: '1',
  perfCode: '1',
  bookingUrl: 'http://localhost:4010/websales/sales/SL01/book?perfcode=1',
  availability: 'SOLD_OUT',
};

describe('schema.org JSON-LD', () => {
  it('Movie: name, url, poster image, ISO 8601 duration, people, genres split on | (§9.3)', () => {
    const node = movieJsonLd(site, movie, '/movies/10042-amelie/');
    expect(node).toMatchObject({
      '@type': 'Movie',
      '@id': 'https://starlight.example/movies/10042-amelie/#movie',
      name: 'Amélie',
      image: 'https://starlight.example/posters/10042.svg',
      duration: 'PT122M',
      datePublished: '2001-04-25',
      director: [{ '@type': 'Person', name: 'Jean-Pierre Jeunet' }],
      genre: ['Comedy', 'Romance'],
    });
    expect(node).not.toHaveProperty('actor');
    // A feed's poster on an image host is named as it is.
    const hosted = { ...movie, poster: { src: 'https://img.cinema.example/10042.jpg', width: 300, height: 450 } };
    expect(movieJsonLd(site, hosted, '/movies/10042-amelie/').image).toBe('https://img.cinema.example/10042.jpg');
  });
  it('MovieTheater: postal address, geo and map link', () => {
    expect(theaterJsonLd(site, theater)).toMatchObject({
      '@type': 'MovieTheater',
      '@id': 'https://starlight.example/theaters/starlight-downtown/#theater',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressRegion: 'NY', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 40.75, longitude: -73.99 },
    });
  });
  it('ScreeningEvent: startDate with offset, location, subtitle language, videoFormat, offers.url', () => {
    const node = screeningEventJsonLd(site, showtime, {
      theater,
      movieTitle: movie.title,
      moviePath: '/movies/10042-amelie/',
    });
    expect(node).toMatchObject({
      '@type': 'ScreeningEvent',
      startDate: '2026-11-23T20:30:00-05:00',
      location: { '@id': 'https://starlight.example/theaters/starlight-downtown/#theater' },
      workPresented: { '@id': 'https://starlight.example/movies/10042-amelie/#movie' },
      videoFormat: 'IMAX',
      subtitleLanguage: 'en',
      offers: { '@type': 'Offer', url: showtime.bookingUrl, availability: 'https://schema.org/SoldOut' },
    });
    expect(node).not.toHaveProperty('inLanguage');
    const dubbed = screeningEventJsonLd(
      site,
      { ...showtime, attributes: ['Format.Sound.Dubbed'] },
      { theater, movieTitle: 'x', moviePath: '/m/' },
    );
    expect(dubbed).toMatchObject({ inLanguage: 'en' });
    expect(dubbed).not.toHaveProperty('subtitleLanguage');
  });
  describe('pages list the screenings of today and tomorrow, in the theater’s zone; the theater and films in full', () => {
    const at = (id: string, startsAt: string): Showtime => ({ ...showtime, id, startsAt });
    // 23:30 in New York on the 23rd: still the 23rd there (04:30 on the 24th in UTC).
    const now = new Date('2026-11-24T04:30:00Z');
    const week = [
      at('today', '2026-11-23T23:45:00-05:00'),
      at('tomorrow', '2026-11-24T14:00:00-05:00'),
      at('tomorrow-late', '2026-11-24T23:59:00-05:00'),
      at('day-3', '2026-11-25T00:15:00-05:00'),
      at('day-7', '2026-11-29T20:00:00-05:00'),
    ];
    const events = (graph: Record<string, unknown>) =>
      (graph['@graph'] as { '@type': string; offers?: { url: string }; startDate?: string }[])
        .filter((node) => node['@type'] === 'ScreeningEvent')
        .map((node) => node.startDate);
    const types = (graph: Record<string, unknown>) =>
      (graph['@graph'] as { '@type': string }[]).map((node) => node['@type']);

    it('theater page', () => {
      const graph = theaterPageJsonLd(site, theater, [{ movie, path: '/movies/10042-amelie/' }], week, now);
      expect(events(graph)).toEqual([
        '2026-11-23T23:45:00-05:00',
        '2026-11-24T14:00:00-05:00',
        '2026-11-24T23:59:00-05:00',
      ]);
      expect(types(graph).slice(0, 2)).toEqual(['MovieTheater', 'Movie']);
    });

    it('movie page, for each theater playing it', () => {
      const idle = { ...theater, id: '3002', slug: 'starlight-idle' };
      const graph = moviePageJsonLd(
        site,
        { movie, path: '/movies/10042-amelie/' },
        [
          { theater, showtimes: week },
          { theater: idle, showtimes: [] },
        ],
        now,
      );
      expect(events(graph)).toHaveLength(3);
      expect(types(graph).slice(0, 2)).toEqual(['Movie', 'MovieTheater']);
      expect(types(graph).filter((type) => type === 'MovieTheater')).toHaveLength(1);
    });
  });

  it('serialises a graph safely inside a script element', () => {
    const json = serializeJsonLd(jsonLdGraph([{ '@type': 'Movie', name: '</script><script>alert(1)</script>' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Movie', name: '</script><script>alert(1)</script>' }],
    });
  });
});
