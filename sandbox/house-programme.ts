import { catalogTheaters } from '../src/lib/catalog/demo-catalog.ts';
import type { Catalog, Movie, Showtime } from '../src/lib/catalog/types.ts';
import { addDays, localDateIn, zonedWallTimeToIso } from '../src/lib/catalog/zoned-time.ts';
import type { SiteFile } from '../src/lib/config/site-schema.ts';

// The feed of a site that is not a demo: a small programme of the sandbox's own invention, shaped
// as a cinema's systems would publish it, and sharing no film with the demo generator (ids from
// 9,000,001, titles found nowhere else), so that a test can tell which one a page shows.

interface HouseFilm {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly synopsis: string;
  readonly runtimeMinutes: number;
  readonly genres: string[];
  readonly directors: string[];
  /** Days from today it opened (negative) or opens. */
  readonly opensInDays: number;
  /** Local start times, every day from its opening. */
  readonly times: readonly string[];
}

export const HOUSE_FILMS: readonly HouseFilm[] = [
  {
    id: 9_000_001,
    title: 'La Lanterne du quai',
    slug: 'la-lanterne-du-quai',
    synopsis: 'Un projectionniste de province rallume chaque soir une salle que tout le monde croit fermée.',
    runtimeMinutes: 104,
    genres: ['Drame'],
    directors: ['Maëlle Ferrand'],
    opensInDays: -3,
    times: ['14:00', '18:15', '20:45'],
  },
  {
    id: 9_000_002,
    title: 'Les Heures bleues',
    slug: 'les-heures-bleues',
    synopsis: 'Trois sœurs, une maison au bord de la Saône et un été qui ne veut pas finir.',
    runtimeMinutes: 97,
    genres: ['Comédie dramatique'],
    directors: ['Joachim Le Dantec'],
    opensInDays: -10,
    times: ['16:30', '21:00'],
  },
  {
    id: 9_000_003,
    title: 'Orbite basse',
    slug: 'orbite-basse',
    synopsis: 'Une ingénieure reste seule à bord d’une station que le sol a oubliée.',
    runtimeMinutes: 121,
    genres: ['Science-fiction'],
    directors: ['Inès Marchetti'],
    opensInDays: 0,
    times: ['19:30'],
  },
  {
    id: 9_000_004,
    title: 'Le Chant des écluses',
    slug: 'le-chant-des-ecluses',
    synopsis: 'Documentaire : une année avec les éclusiers du canal du Centre.',
    runtimeMinutes: 88,
    genres: ['Documentaire'],
    directors: ['Paul Aubertin'],
    opensInDays: 9,
    times: ['18:00'],
  },
];

const SCHEDULE_DAYS = 7;

/** The house programme for a site's theaters, from today (in the first theater's zone) for a week. */
export function houseProgramme(siteFile: SiteFile, site: string, now: Date): Omit<Catalog, 'pages'> {
  const theaters = catalogTheaters(siteFile);
  const today = localDateIn(now, theaters[0]!.timeZone);
  const movies: Movie[] = HOUSE_FILMS.map((film) => ({
    id: film.id,
    title: film.title,
    slug: film.slug,
    synopsis: film.synopsis,
    runtimeMinutes: film.runtimeMinutes,
    releaseDate: addDays(today, film.opensInDays),
    genres: [...film.genres],
    directors: [...film.directors],
    cast: [],
    certificate: null,
    distributor: null,
    poster: { src: `/posters/${film.id}.svg`, width: 400, height: 600 },
    openingDate: addDays(today, film.opensInDays),
    trailer: null,
  }));
  const ticketingBase = siteFile.settings.ticketingSiteUrl.replace(/\/+$/, '');
  const showtimes: Showtime[] = [];
  for (const theater of theaters) {
    for (const film of HOUSE_FILMS) {
      for (let day = Math.max(0, film.opensInDays); day < SCHEDULE_DAYS; day += 1) {
        const date = addDays(today, day);
        film.times.forEach((time, slot) => {
          const perfCode = `${film.id % 1000}${day}${slot}${theater.theaterCode}`.slice(0, 40);
          showtimes.push({
            id: `${theater.id}-${film.id}-${date}-${time.replace(':', '')}`,
            movieId: film.id,
            theaterId: theater.id,
            startsAt: zonedWallTimeToIso(date, time, theater.timeZone),
            attributes: ['Localization.Version.Original'],
            format: '2D',
            accessibility: slot === 0 ? ['SDH_SUBTITLES'] : [],
            screen: `Salle ${slot + 1}`,
            perfCode,
            bookingUrl: `${ticketingBase}/websales/sales/${encodeURIComponent(theater.theaterCode)}/book?perfcode=${perfCode}`,
            // The evening showing of the newest film is sold out on its first day.
            availability: film.opensInDays === 0 && day === 0 ? 'SOLD_OUT' : 'AVAILABLE',
          });
        });
      }
    }
  }
  return {
    generatedAt: now.toISOString(),
    site,
    theaters,
    movies,
    programme: HOUSE_FILMS.map((film) => film.id),
    showtimes,
    events: [],
  };
}
