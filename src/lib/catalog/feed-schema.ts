import { z } from 'zod';
import { PROVIDERS } from '../config/constants.ts';
import type { Catalog } from './types.ts';

// The catalogue feed checked field by field before any page sees it; lengths are bounded so that
// one bad feed cannot make every page heavy. Pages (§3.8) stay in the site configuration.

const id = z.string().min(1).max(120);
const text = (max: number) => z.string().max(max);
const isoDate = z.iso.date();

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const theaterSchema = z.object({
  id,
  name: text(200).min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  theaterCode: text(40).min(1),
  // A zone Intl does not know would make every page that shows a time throw.
  timeZone: text(60).min(1).refine(isKnownTimeZone, 'an IANA time zone such as Europe/Paris'),
  ticketingProvider: z.enum(PROVIDERS),
  address: z.object({
    line1: text(200),
    city: text(120),
    postalCode: text(20),
    region: text(120).optional(),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  screens: z.number().int().min(1).max(100),
});

const movieSchema = z.object({
  id: z.number().int().positive(),
  title: text(300).min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  synopsis: text(5000),
  runtimeMinutes: z.number().int().min(1).max(1000).nullable(),
  releaseDate: isoDate.nullable(),
  genres: z.array(text(80)).max(20),
  directors: z.array(text(120)).max(20),
  cast: z.array(text(120)).max(50),
  certificate: text(40).nullable(),
  distributor: text(200).nullable(),
  poster: z.object({
    // Our own poster route or an https image; never a script or another scheme.
    src: z.string().regex(/^(\/posters\/[\w.-]+|https:\/\/[^\s"'<>]+)$/),
    width: z.number().int().min(1).max(10_000),
    height: z.number().int().min(1).max(10_000),
  }),
  openingDate: isoDate.nullable(),
  trailer: z
    .object({ url: z.url({ protocol: /^https$/ }).max(2048) })
    .nullable()
    .optional(),
});

const showtimeSchema = z.object({
  id,
  movieId: z.number().int().positive(),
  theaterId: id,
  startsAt: z.iso.datetime({ offset: true }),
  attributes: z.array(text(80)).max(20),
  format: z.enum(['2D', '3D', 'IMAX', '4DX']),
  accessibility: z.array(z.enum(['AUDIO_DESCRIPTION', 'SDH_SUBTITLES'])).max(2),
  screen: text(40),
  perfCode: text(40).min(1),
  bookingUrl: z.url({ protocol: /^https?$/ }).max(2000),
  availability: z.enum(['AVAILABLE', 'ALMOST_FULL', 'SOLD_OUT']),
});

const eventSchema = z.object({
  id,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text(300).min(1),
  description: text(5000),
  movieIds: z.array(z.number().int().positive()).max(500),
});

/** One movie of the feed (exported for its tests). */
export const feedMovieSchema = movieSchema;

export const catalogFeedSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  site: text(120),
  theaters: z.array(theaterSchema).min(1).max(1000),
  movies: z.array(movieSchema).max(20_000),
  programme: z.array(z.number().int().positive()).max(5000),
  showtimes: z.array(showtimeSchema).max(200_000),
  events: z.array(eventSchema).max(1000),
});

export type CatalogFeed = Omit<Catalog, 'pages'>;

export type FeedVerdict = { ok: true; feed: CatalogFeed } | { ok: false; reason: string };

/** The feed checked against its schema; the reason names the first bad field. */
export function parseCatalogFeed(value: unknown): FeedVerdict {
  const parsed = catalogFeedSchema.safeParse(value);
  if (parsed.success) return { ok: true, feed: parsed.data as CatalogFeed };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `invalid feed at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}` };
}
