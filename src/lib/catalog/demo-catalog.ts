import { z } from 'zod';
import { ATTRIBUTE_DUBBED, ATTRIBUTE_ORIGINAL_VERSION } from '../config/constants.ts';
import type { SiteFile } from '../config/site-schema.ts';
import { playweekStart } from './playweek.ts';
import { toSlug } from './name-slug.ts';
import { repairMacRomanMojibake } from './text-repair.ts';
import type {
  AccessibilityFeature,
  Availability,
  Catalog,
  CinemaEvent,
  Movie,
  Showtime,
  ShowtimeFormat,
  Theater,
} from './types.ts';
import { addDays, localDateIn, zonedWallTimeToIso } from './zoned-time.ts';

// A site's demo catalogue from vega-datasets' film list and the site's theaters, deterministic for
// a site and build date so that two builds of the same day give the same pages.

/** One row of vega-datasets data/movies.json. Every field may be null; titles may be numbers. */
const vegaRowSchema = z.object({
  Title: z.union([z.string(), z.number()]).nullable(),
  'Release Date': z.string().nullable(),
  'MPAA Rating': z.string().nullable(),
  'Running Time min': z.number().nullable(),
  Distributor: z.string().nullable(),
  'Major Genre': z.string().nullable(),
  Director: z.string().nullable(),
  'IMDB Rating': z.number().nullable(),
  'IMDB Votes': z.number().nullable(),
});
type VegaRow = z.infer<typeof vegaRowSchema>;

export const DEMO_MOVIE_ID_BASE = 10_000;
export const SCHEDULE_DAYS = 14;
const SLOTS = ['10:45', '13:30', '14:15', '16:00', '17:45', '19:30', '20:15', '21:45', '22:30'];

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

const GENRES_FR: Record<string, string> = {
  Drama: 'Drame',
  Comedy: 'Comédie',
  Musical: 'Comédie musicale',
  'Thriller/Suspense': 'Thriller',
  Adventure: 'Aventure',
  Action: 'Action',
  'Romantic Comedy': 'Comédie romantique',
  Horror: 'Horreur',
  Western: 'Western',
  Documentary: 'Documentaire',
  'Black Comedy': 'Comédie noire',
  'Concert/Performance': 'Concert',
};

/** "Jun 12 1998" → "1998-06-12"; anything else → null. */
export function parseVegaDate(value: string | null): string | null {
  const match = value ? /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(value) : null;
  const month = match ? MONTHS[match[1]!] : undefined;
  return match && month ? `${match[3]}-${month}-${match[2]}` : null;
}

/** A small, fast, seedable PRNG (mulberry32) so that a site's schedule is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function synopsisFor(row: VegaRow, title: string, language: 'fr' | 'en'): string {
  const year = parseVegaDate(row['Release Date'])?.slice(0, 4);
  const genre = row['Major Genre'];
  const parts: string[] = [];
  if (language === 'fr') {
    const kind = genre ? (GENRES_FR[genre] ?? genre) : 'Film';
    parts.push(`${kind}${year ? ` sorti en ${year}` : ''}${row.Director ? `, réalisé par ${row.Director}` : ''}.`);
    if (row.Distributor) parts.push(`Distribué par ${row.Distributor}.`);
    if (row['IMDB Rating'] !== null && row['IMDB Votes'] !== null) {
      parts.push(
        `Noté ${row['IMDB Rating'].toLocaleString('fr-FR')}/10 par ${row['IMDB Votes'].toLocaleString('fr-FR')} spectateurs.`,
      );
    }
    if (parts.length === 1 && !genre && !row.Director) return `${title} : un film à découvrir en salle.`;
  } else {
    const kind = genre ? genre.toLowerCase() : 'film';
    parts.push(`A ${year ? `${year} ` : ''}${kind}${row.Director ? ` directed by ${row.Director}` : ''}.`);
    if (row.Distributor) parts.push(`Released by ${row.Distributor}.`);
    if (row['IMDB Rating'] !== null && row['IMDB Votes'] !== null) {
      parts.push(`Rated ${row['IMDB Rating']}/10 by ${row['IMDB Votes'].toLocaleString('en-US')} viewers.`);
    }
    if (parts.length === 1 && !genre && !row.Director) return `${title}: a film to discover on the big screen.`;
  }
  return parts.join(' ');
}

/** Converts every usable row of the public film list into our Movie type (openingDate still null). */
export function moviesFromVega(rows: unknown[], language: 'fr' | 'en'): Movie[] {
  const movies: Movie[] = [];
  rows.forEach((raw, index) => {
    const parsed = vegaRowSchema.safeParse(raw);
    if (!parsed.success || parsed.data.Title === null) return;
    const row = parsed.data;
    const title = repairMacRomanMojibake(String(row.Title).trim());
    if (!title) return;
    const id = DEMO_MOVIE_ID_BASE + index;
    movies.push({
      id,
      title,
      slug: toSlug(title),
      synopsis: synopsisFor(row, title, language),
      runtimeMinutes: row['Running Time min'],
      releaseDate: parseVegaDate(row['Release Date']),
      genres: row['Major Genre']
        ? [language === 'fr' ? (GENRES_FR[row['Major Genre']] ?? row['Major Genre']) : row['Major Genre']]
        : [],
      directors: row.Director ? [row.Director] : [],
      cast: [],
      certificate: certificateFor(row, language),
      distributor: row.Distributor,
      poster: { src: `/posters/${id}.svg`, width: 400, height: 600 },
      openingDate: null,
    });
  });
  return movies;
}

/** The dataset's ratings are US (MPAA), so a French site shows none rather than one foreign to it. */
function certificateFor(row: VegaRow, language: 'fr' | 'en'): string | null {
  const rating = row['MPAA Rating'];
  if (language !== 'en' || !rating || rating === 'Not Rated' || rating === 'Open') return null;
  return rating;
}

/** Films in a language other than English in the list, recognised by their (repaired) accented titles. */
function looksNonEnglish(title: string): boolean {
  return /[À-ÿ]/.test(title) || /^(Le|La|Les|Un|Une|Der|Das|El|Il)\s/.test(title);
}

export interface DemoCatalogInput {
  site: string;
  siteFile: SiteFile;
  vegaRows: unknown[];
  /** The build instant; the schedule starts on its local date. */
  now: Date;
}

interface ScheduledFilm {
  movieId: number;
  openingDate: string | null;
  previewDate?: string;
  nonEnglish: boolean;
}

/** The site file's theaters as a catalogue holds them, each with its ticketing provider settled. */
export function catalogTheaters(siteFile: SiteFile): Theater[] {
  return siteFile.theaters.map((t) => ({
    id: t.id,
    name: t.name,
    slug: t.slug,
    theaterCode: t.theaterCode,
    timeZone: t.timeZone,
    ticketingProvider: t.ticketingProvider ?? siteFile.settings.ticketingProvider,
    address: t.address,
    ...(t.geo ? { geo: t.geo } : {}),
    screens: t.screens,
  }));
}

export function buildDemoCatalog({ site, siteFile, vegaRows, now }: DemoCatalogInput): Catalog {
  const language = siteFile.configuration.locale.startsWith('fr') ? 'fr' : 'en';
  const movies = moviesFromVega(vegaRows, language);
  const theaters = catalogTheaters(siteFile);
  const firstZone = theaters[0]!.timeZone;
  const today = localDateIn(now, firstZone);
  const weekStart = playweekStart(today, siteFile.configuration.playweekStartsOn);
  // The programme changes with the playweek, not with every build of the same week.
  const random = seededRandom(hashString(`${site}:${weekStart}`));

  const candidates = movies.filter((m) => m.runtimeMinutes !== null && m.directors.length > 0 && m.genres.length > 0);
  const nonEnglish = movies.filter((m) => looksNonEnglish(m.title) && m.runtimeMinutes !== null);
  const picked = new Set<number>();
  /** A film of the pool not yet programmed; falls back to any candidate once the pool is used up. */
  const pick = (pool: Movie[]): Movie => {
    const free = pool.filter((m) => !picked.has(m.id));
    const from = free.length > 0 ? free : candidates.filter((m) => !picked.has(m.id));
    const movie = from[Math.floor(random() * from.length)]!;
    picked.add(movie.id);
    return movie;
  };

  const plan: ScheduledFilm[] = [];
  const schedule = (movie: Movie, openingDate: string | null, previewDate?: string) =>
    plan.push({
      movieId: movie.id,
      openingDate,
      nonEnglish: looksNonEnglish(movie.title),
      ...(previewDate ? { previewDate } : {}),
    });
  // A French programme always has a few French-language films; a US one has a foreign film or two.
  for (let i = 0; i < (language === 'fr' ? 4 : 2); i += 1) schedule(pick(nonEnglish), addDays(weekStart, -7 * (i % 3)));
  for (let i = 0; i < 6; i += 1) schedule(pick(candidates), weekStart); // NEW this playweek
  for (let i = 0; i < 12; i += 1) schedule(pick(candidates), addDays(weekStart, -7 * (1 + (i % 5))));
  for (let i = 0; i < 2; i += 1) schedule(pick(candidates), addDays(weekStart, 7), addDays(today, 1 + i)); // PREVIEW
  for (const weeks of [1, 2, 3, 5, 8]) schedule(pick(candidates), addDays(weekStart, 7 * weeks));
  for (let i = 0; i < 3; i += 1) schedule(pick(candidates), null); // announced, date to come

  const openingById = new Map(plan.map((p) => [p.movieId, p.openingDate]));
  const datedMovies = movies.map((m) =>
    openingById.has(m.id) ? { ...m, openingDate: openingById.get(m.id) ?? null } : m,
  );

  const movieById = new Map(movies.map((m) => [m.id, m]));
  const showtimes: Showtime[] = [];
  const ticketingBase = siteFile.settings.ticketingSiteUrl.replace(/\/+$/, '');
  for (const theater of theaters) {
    const theaterRandom = seededRandom(hashString(`${site}:${theater.id}:${weekStart}`));
    const hasImax = theaters.length === 1 || theaterRandom() < 0.5;
    for (const film of plan) {
      if (!film.openingDate) continue;
      // On a circuit every theater plays about two thirds of the programme.
      if (theaters.length > 1 && theaterRandom() > 0.66) continue;
      const days: string[] = [];
      if (film.previewDate) days.push(film.previewDate);
      for (let day = 0; day < SCHEDULE_DAYS; day += 1) {
        const date = addDays(today, day);
        if (date >= film.openingDate) days.push(date);
      }
      const movie = movieById.get(film.movieId)!;
      for (const date of days) {
        const isPreview = date === film.previewDate;
        const count = isPreview ? 1 : 2 + Math.floor(theaterRandom() * 3);
        const firstSlot = Math.floor(theaterRandom() * (SLOTS.length - count));
        for (let s = 0; s < count; s += 1) {
          const time =
            SLOTS[firstSlot + s * Math.max(1, Math.floor((SLOTS.length - firstSlot) / count))] ??
            SLOTS[SLOTS.length - 1]!;
          const roll = theaterRandom();
          const attributes = versionAttributes(language, film.nonEnglish, roll);
          const format: ShowtimeFormat = hasImax && roll > 0.9 ? 'IMAX' : roll > 0.78 ? '3D' : '2D';
          const accessibility: AccessibilityFeature[] = [];
          if (theaterRandom() < 0.2) accessibility.push('AUDIO_DESCRIPTION');
          if (theaterRandom() < 0.2) accessibility.push('SDH_SUBTITLES');
          const fullness = theaterRandom();
          const availability: Availability =
            fullness < 0.08 ? 'SOLD_OUT' : fullness < 0.22 ? 'ALMOST_FULL' : 'AVAILABLE';
          const perfCode = String((hashString(`${theater.id}:${movie.id}:${date}:${time}`) % 90_000_000) + 10_000_000);
          showtimes.push({
            id: `${theater.id}-${movie.id}-${date.replaceAll('-', '')}-${time.replace(':', '')}`,
            movieId: movie.id,
            theaterId: theater.id,
            startsAt: zonedWallTimeToIso(date, time, theater.timeZone),
            attributes,
            format,
            accessibility,
            screen: String(1 + Math.floor(theaterRandom() * theater.screens)),
            perfCode,
            bookingUrl: `${ticketingBase}/websales/sales/${encodeURIComponent(theater.theaterCode)}/book?perfcode=${perfCode}`,
            availability,
          });
        }
      }
    }
  }
  showtimes.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id.localeCompare(b.id)));

  const running = plan.filter((p) => p.openingDate && p.openingDate <= today).map((p) => p.movieId);
  const events: CinemaEvent[] = [
    {
      id: `${site}-classics`,
      slug: language === 'fr' ? 'cine-club' : 'classics-night',
      title: language === 'fr' ? 'Ciné-club du mardi' : 'Tuesday Classics Night',
      description:
        language === 'fr'
          ? 'Chaque mardi, un film présenté puis discuté en salle.'
          : 'Every Tuesday, a film introduced on stage and discussed afterwards.',
      movieIds: running.slice(0, 3),
    },
  ];

  return {
    generatedAt: now.toISOString(),
    site,
    theaters,
    movies: datedMovies,
    programme: plan.map((p) => p.movieId),
    showtimes,
    events,
    pages: siteFile.pages,
  };
}

/** §9.3 attribute keys: original version vs dubbed, as a French or US cinema programmes them. */
function versionAttributes(language: 'fr' | 'en', nonEnglish: boolean, roll: number): string[] {
  if (language === 'fr') {
    if (nonEnglish) return [];
    return roll < 0.6 ? [ATTRIBUTE_ORIGINAL_VERSION] : [ATTRIBUTE_DUBBED];
  }
  // A US cinema shows a foreign film subtitled, with a dubbed showing now and then.
  if (!nonEnglish) return [];
  return roll < 0.7 ? [ATTRIBUTE_ORIGINAL_VERSION] : [ATTRIBUTE_DUBBED];
}
