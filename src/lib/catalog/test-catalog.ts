import type { Catalog, Movie, Showtime } from './types.ts';

// Small hand-made catalogues for unit tests of the queries.

export function testMovie(id: number, overrides: Partial<Movie> = {}): Movie {
  return {
    id,
    title: `Film ${id}`,
    slug: `film-${id}`,
    synopsis: '',
    runtimeMinutes: 100,
    releaseDate: null,
    genres: [],
    directors: [],
    cast: [],
    certificate: null,
    distributor: null,
    poster: { src: `/posters/${id}.svg`, width: 400, height: 600 },
    openingDate: null,
    ...overrides,
  };
}

export function testShowtime(movieId: number, startsAt: string, overrides: Partial<Showtime> = {}): Showtime {
  return {
    id: `t-${movieId}-${startsAt}`,
    movieId,
    theaterId: 't1',
    startsAt,
    attributes: [],
    format: '2D',
    accessibility: [],
    screen: '1',
    perfCode: '1',
    bookingUrl: 'https://tickets.example/websales/sales/T1/book?perfcode=1',
    availability: 'AVAILABLE',
    ...overrides,
  };
}

export function testCatalog(movies: Movie[], showtimes: Showtime[], programme = movies.map((m) => m.id)): Catalog {
  return {
    generatedAt: '2026-11-23T08:00:00Z',
    site: 'test',
    theaters: [
      {
        id: 't1',
        name: 'Théâtre Un',
        slug: 'theatre-un',
        theaterCode: 'T1',
        timeZone: 'Europe/Paris',
        ticketingProvider: 'RTS',
        address: { line1: '1 rue', city: 'Paris', postalCode: '75001', country: 'FR' },
        screens: 3,
      },
    ],
    movies,
    programme,
    showtimes,
    events: [],
    pages: [],
  };
}
