import { describe, expect, it } from 'vitest';
import type { Movie, Showtime, Theater } from '../catalog/types.ts';
import { jsonLdGraph, movieJsonLd, screeningEventJsonLd, serializeJsonLd, theaterJsonLd } from './schema-org.ts';

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
  it('serialises a graph safely inside a script element', () => {
    const json = serializeJsonLd(jsonLdGraph([{ '@type': 'Movie', name: '</script><script>alert(1)</script>' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Movie', name: '</script><script>alert(1)</script>' }],
    });
  });
});
