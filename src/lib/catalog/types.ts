import type { MovieTag, Playweek, ProviderCode } from '../config/constants.ts';
import type { PageBody } from '../content/page-body.ts';

// Every source is converted into these at the CatalogSource boundary; pages never see a raw shape.

export interface Address {
  line1: string;
  city: string;
  postalCode: string;
  region?: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

export interface Theater {
  id: string;
  name: string;
  slug: string;
  theaterCode: string;
  /** IANA time zone; every showtime of this theater is shown in it. */
  timeZone: string;
  ticketingProvider: ProviderCode;
  address: Address;
  geo?: { lat: number; lng: number };
  screens: number;
}

export interface Poster {
  src: string;
  width: number;
  height: number;
}

export interface Movie {
  id: number;
  title: string;
  /** slugified title, lowercase and strict (§2.1, §9.4) */
  slug: string;
  synopsis: string;
  runtimeMinutes: number | null;
  /** Original release date, YYYY-MM-DD */
  releaseDate: string | null;
  genres: string[];
  directors: string[];
  cast: string[];
  certificate: string | null;
  distributor: string | null;
  poster: Poster;
  /** Site-local opening day, which decides playweek and tags (§9.3); null when announced undated. */
  openingDate: string | null;
  /** Linked, never embedded, so that no third party loads before consent. */
  trailer?: { url: string } | null;
}

export type ShowtimeFormat = '2D' | '3D' | 'IMAX' | '4DX';
export type AccessibilityFeature = 'AUDIO_DESCRIPTION' | 'SDH_SUBTITLES';
export type Availability = 'AVAILABLE' | 'ALMOST_FULL' | 'SOLD_OUT';

export interface Showtime {
  id: string;
  movieId: number;
  theaterId: string;
  /** Local start in the theater's time zone, ISO 8601 with its UTC offset (e.g. 2026-11-23T20:30:00+01:00). */
  startsAt: string;
  /** Provider attribute keys such as Localization.Version.Original and Format.Sound.Dubbed (§9.3). */
  attributes: string[];
  format: ShowtimeFormat;
  accessibility: AccessibilityFeature[];
  screen: string;
  perfCode: string;
  /** The web-sales booking page: {ticketingSiteUrl}/websales/sales/{theaterCode}/book?perfcode={perfCode} (§2.3). */
  bookingUrl: string;
  availability: Availability;
}

export interface CinemaEvent {
  id: string;
  slug: string;
  title: string;
  description: string;
  movieIds: number[];
}

export interface Page {
  slug: string;
  title: string;
  /** Paragraphs, section headings and links, as the site configuration gives them. */
  body: PageBody;
}

export interface Catalog {
  /** ISO datetime the catalogue was generated; showtimes are relative to it. */
  generatedAt: string;
  site: string;
  theaters: Theater[];
  movies: Movie[];
  /** Ids of the films on the site's programme (on show or announced), in the programmer's order. */
  programme: number[];
  showtimes: Showtime[];
  events: CinemaEvent[];
  pages: Page[];
}

/** A movie with what is derived from the date and the schedule: tags and playweek (§9.3). */
export interface MovieSummary extends Movie {
  tags: MovieTag[];
  playweek: Playweek;
  isScheduled: boolean;
}

/** Where catalogue data comes from. The file source is the embedded default. */
export interface CatalogSource {
  load(): Promise<Catalog>;
}
