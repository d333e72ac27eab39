import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { buildDemoCatalog } from '../src/lib/catalog/demo-catalog.ts';
import { toSlug } from '../src/lib/catalog/name-slug.ts';
import type { Catalog, Movie, Showtime } from '../src/lib/catalog/types.ts';
import { addDays, localDateIn, zonedWallTimeToIso } from '../src/lib/catalog/zoned-time.ts';
import { listSites, loadSiteFile } from '../src/lib/config/load-site.ts';
import { houseProgramme } from './house-programme.ts';
import { escapeHtml } from './web-sales.ts';

// The catalogue feed a cinema's own systems would publish (the site's HTTP feed source): one per
// site at GET /catalog/{site}/feed.json, seeded from the same generator as a demo site's embedded
// catalogue (a site that is not a demo gets the sandbox's house programme, house-programme.ts),
// answered with an ETag and 304 to If-None-Match. The programme can be changed while the sites run — add a showtime, mark one sold out, add a film — from the page GET /catalog/ or
// from `npm run programme` (scripts/programme.mjs); after each change the sandbox tells each site
// configured in SANDBOX_REVALIDATE ("site=http://origin,…") through POST /api/revalidate, with
// the shared secret REVALIDATE_SECRET.

export const CATALOG_PREFIX = '/catalog';

export interface FeedReply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

interface SiteFeed {
  catalog: Omit<Catalog, 'pages'>;
  body: string;
  etag: string;
}

const addShowtimeSchema = z.object({
  movieId: z.coerce.number().int().positive(),
  theaterId: z.string().min(1).max(120),
  /** Local wall time today in the theater (HH:MM), or a full ISO instant; default: in two hours. */
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  availability: z.enum(['AVAILABLE', 'ALMOST_FULL', 'SOLD_OUT']).optional(),
});
const soldOutSchema = z.object({ showtimeId: z.string().min(1).max(200) });
const addFilmSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  /** The day it opens (default today); its first showtime is the day after, or that day if later. */
  openingDate: z.iso.date().optional(),
  /** Its cast, in billing order, and its trailer's address (https), as a distributor's feed gives them. */
  cast: z.array(z.string().trim().min(1).max(120)).max(50).optional(),
  trailerUrl: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .optional(),
});

export interface ChangeResult {
  readonly status: number;
  readonly json: Record<string, unknown>;
}

function wallTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: localDateIn(instant, timeZone), time: `${value('hour')}:${value('minute')}` };
}

export function createCatalogFeeds(
  options: {
    now?: () => Date;
    revalidateTargets?: Readonly<Record<string, string>>;
    secret?: string;
    fetch?: typeof fetch;
    log?: (line: string) => void;
  } = {},
) {
  const now = options.now ?? (() => (process.env.CATALOG_NOW ? new Date(process.env.CATALOG_NOW) : new Date()));
  const feeds = new Map<string, SiteFeed>();
  let vegaRows: unknown[] | undefined;
  let filmsAdded = 0;

  function publish(site: string, catalog: Omit<Catalog, 'pages'>): SiteFeed {
    const body = JSON.stringify(catalog);
    const feed = { catalog, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    feeds.set(site, feed);
    return feed;
  }

  function feedOf(site: string): SiteFeed | null {
    const existing = feeds.get(site);
    if (existing) return existing;
    if (!listSites().includes(site)) return null;
    const siteFile = loadSiteFile(site);
    if (!siteFile.demo) return publish(site, houseProgramme(siteFile, site, now()));
    if (!vegaRows) {
      const require = createRequire(import.meta.url);
      const vegaRoot = path.dirname(path.dirname(require.resolve('vega-datasets')));
      vegaRows = JSON.parse(readFileSync(path.join(vegaRoot, 'data', 'movies.json'), 'utf8')) as unknown[];
    }
    const { pages: _pages, ...catalog } = buildDemoCatalog({
      site,
      siteFile,
      vegaRows,
      now: now(),
    });
    return publish(site, catalog);
  }

  async function notify(site: string, change: { movieIds?: number[]; theaterIds?: string[] }) {
    const origin = options.revalidateTargets?.[site];
    if (!origin || !options.secret) return { notified: false };
    try {
      const response = await (options.fetch ?? fetch)(`${origin.replace(/\/+$/, '')}/api/revalidate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.secret}` },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => null)) as unknown;
      return { notified: response.ok, status: response.status, answer };
    } catch (error) {
      options.log?.(`[sandbox] revalidate ${site}: ${(error as Error).message}`);
      return { notified: false, error: (error as Error).message };
    }
  }

  function change(site: string, mutate: (catalog: Omit<Catalog, 'pages'>) => Omit<Catalog, 'pages'>) {
    const feed = feedOf(site);
    if (!feed) return null;
    return publish(site, { ...mutate(feed.catalog), generatedAt: now().toISOString() }).catalog;
  }

  return {
    /** GET /catalog/{site}/feed.json with conditional requests. */
    serve(site: string, ifNoneMatch: string | undefined): FeedReply {
      const feed = feedOf(site);
      if (!feed) return { status: 404, headers: { 'Content-Type': 'application/json' }, body: '{"error":"not_found"}' };
      const headers = { ETag: feed.etag, 'Cache-Control': 'no-cache' };
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === feed.etag)) return { status: 304, headers, body: '' };
      return {
        status: 200,
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
        body: feed.body,
      };
    },

    catalogOf(site: string) {
      return feedOf(site)?.catalog ?? null;
    },

    async addShowtime(site: string, input: unknown): Promise<ChangeResult> {
      const parsed = addShowtimeSchema.safeParse(input);
      const catalog = feedOf(site)?.catalog;
      if (!catalog) return { status: 404, json: { error: 'unknown site' } };
      if (!parsed.success) return { status: 400, json: { error: parsed.error.issues[0]?.message ?? 'bad input' } };
      const theater = catalog.theaters.find((t) => t.id === parsed.data.theaterId);
      const movie = catalog.movies.find((m) => m.id === parsed.data.movieId);
      if (!theater || !movie) return { status: 400, json: { error: 'unknown movie or theater' } };
      const later = wallTimeIn(new Date(now().getTime() + 2 * 3_600_000), theater.timeZone);
      const startsAt =
        parsed.data.startsAt ??
        zonedWallTimeToIso(
          parsed.data.time ? localDateIn(now(), theater.timeZone) : later.date,
          parsed.data.time ?? later.time,
          theater.timeZone,
        );
      const template = catalog.showtimes.find((s) => s.theaterId === theater.id);
      const perfCode = String(
        (Number.parseInt(
          createHash('sha256').update(`${theater.id}:${movie.id}:${startsAt}`).digest('hex').slice(0, 8),
          16,
        ) %
          90_000_000) +
          10_000_000,
      );
      const showtime: Showtime = {
        id: `${theater.id}-${movie.id}-${startsAt.slice(0, 16).replace(/\D/g, '')}-added`,
        movieId: movie.id,
        theaterId: theater.id,
        startsAt,
        attributes: [],
        format: '2D',
        accessibility: [],
        screen: '1',
        perfCode,
        bookingUrl: (template?.bookingUrl ?? 'http://localhost:4010/websales/sales/X/book?perfcode=0').replace(
          /perfcode=\d+/,
          `perfcode=${perfCode}`,
        ),
        availability: parsed.data.availability ?? 'AVAILABLE',
      };
      if (catalog.showtimes.some((s) => s.id === showtime.id))
        return { status: 409, json: { error: 'showtime exists', showtime } };
      change(site, (c) => ({
        ...c,
        showtimes: [...c.showtimes, showtime].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
      }));
      return {
        status: 200,
        json: { showtime, revalidate: await notify(site, { movieIds: [movie.id], theaterIds: [theater.id] }) },
      };
    },

    async markSoldOut(site: string, input: unknown): Promise<ChangeResult> {
      const parsed = soldOutSchema.safeParse(input);
      const catalog = feedOf(site)?.catalog;
      if (!catalog) return { status: 404, json: { error: 'unknown site' } };
      if (!parsed.success) return { status: 400, json: { error: 'showtimeId is required' } };
      const showtime = catalog.showtimes.find((s) => s.id === parsed.data.showtimeId);
      if (!showtime) return { status: 404, json: { error: 'unknown showtime' } };
      change(site, (c) => ({
        ...c,
        showtimes: c.showtimes.map((s) => (s.id === showtime.id ? { ...s, availability: 'SOLD_OUT' as const } : s)),
      }));
      return {
        status: 200,
        json: {
          showtime: { ...showtime, availability: 'SOLD_OUT' },
          revalidate: await notify(site, { movieIds: [showtime.movieId], theaterIds: [showtime.theaterId] }),
        },
      };
    },

    async addFilm(site: string, input: unknown): Promise<ChangeResult> {
      const parsed = addFilmSchema.safeParse(input);
      const catalog = feedOf(site)?.catalog;
      if (!catalog) return { status: 404, json: { error: 'unknown site' } };
      if (!parsed.success)
        return {
          status: 400,
          json: { error: 'a title of 200 characters at most, a cast list, an https trailer address' },
        };
      filmsAdded += 1;
      const id = Math.max(...catalog.movies.map((m) => m.id)) + 1;
      const title = parsed.data.title ?? `Release Day ${filmsAdded}`;
      const theater = catalog.theaters[0]!;
      const today = localDateIn(now(), theater.timeZone);
      const opening = parsed.data.openingDate ?? today;
      const movie: Movie = {
        id,
        title,
        slug: toSlug(title),
        synopsis: 'Added to the programme while the site runs (sandbox).',
        runtimeMinutes: 110,
        releaseDate: today,
        genres: ['Drama'],
        directors: ['Sandbox'],
        cast: parsed.data.cast ?? [],
        certificate: null,
        distributor: null,
        poster: { src: `/posters/${id}.svg`, width: 400, height: 600 },
        openingDate: opening,
        ...(parsed.data.trailerUrl ? { trailer: { url: parsed.data.trailerUrl } } : {}),
      };
      change(site, (c) => ({ ...c, movies: [...c.movies, movie], programme: [id, ...c.programme] }));
      // Its first showtime, in the evening at the first theater.
      const day = opening > today ? opening : addDays(today, 1);
      const added = await this.addShowtime(site, {
        movieId: id,
        theaterId: theater.id,
        startsAt: zonedWallTimeToIso(day, '20:30', theater.timeZone),
      });
      return { status: 200, json: { movie, showtime: added.json.showtime, revalidate: added.json.revalidate } };
    },
  };
}

export type CatalogFeeds = ReturnType<typeof createCatalogFeeds>;

/** "cinema-paris=http://localhost:3101,circuit-demo=http://localhost:3102" → a map. */
export function parseRevalidateTargets(value: string | undefined): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [site, origin] = pair.split('=').map((part) => part.trim());
    if (site && origin && /^https?:\/\/[^\s/]+$/.test(origin.replace(/\/+$/, ''))) targets[site] = origin;
  }
  return targets;
}

/** The page GET /catalog/: each site's feed, and forms that change it. */
export function renderCatalogPage(
  feeds: CatalogFeeds,
  sites: readonly string[],
  message: string | null,
  now: Date,
): string {
  const sections = sites.map((site) => {
    const catalog = feeds.catalogOf(site);
    if (!catalog) return '';
    const soon = catalog.showtimes
      .filter((s) => Date.parse(s.startsAt) >= now.getTime() && s.availability !== 'SOLD_OUT')
      .slice(0, 40);
    const titles = new Map(catalog.movies.map((m) => [m.id, m.title]));
    const option = (value: string | number, label: string) =>
      `<option value="${escapeHtml(String(value))}">${escapeHtml(label)}</option>`;
    const onShow = [...new Set(catalog.showtimes.map((s) => s.movieId))];
    return `<section aria-labelledby="h-${site}"><h2 id="h-${site}">${escapeHtml(site)}</h2>
<p>Feed: <a href="${CATALOG_PREFIX}/${site}/feed.json">${CATALOG_PREFIX}/${site}/feed.json</a> · ${catalog.movies.length} movies, ${catalog.showtimes.length} showtimes, updated ${escapeHtml(catalog.generatedAt)}</p>
<form method="post" action="${CATALOG_PREFIX}/${site}/sold-out"><label for="so-${site}">Mark sold out</label>
<select id="so-${site}" name="showtimeId">${soon.map((s) => option(s.id, `${s.startsAt} · ${titles.get(s.movieId) ?? s.movieId} · ${s.theaterId}`)).join('')}</select>
<button>Mark sold out</button></form>
<form method="post" action="${CATALOG_PREFIX}/${site}/showtimes"><fieldset><legend>Add a showtime</legend>
<label for="m-${site}">Film</label><select id="m-${site}" name="movieId">${onShow.map((id) => option(id, titles.get(id) ?? String(id))).join('')}</select>
<label for="t-${site}">Theater</label><select id="t-${site}" name="theaterId">${catalog.theaters.map((t) => option(t.id, t.name)).join('')}</select>
<label for="h-${site}-time">Time today (HH:MM, empty: in two hours)</label><input id="h-${site}-time" name="time" pattern="\\d{2}:\\d{2}">
<button>Add the showtime</button></fieldset></form>
<form method="post" action="${CATALOG_PREFIX}/${site}/films"><label for="f-${site}">Add a film titled</label>
<input id="f-${site}" name="title" maxlength="200"><button>Add the film</button></form></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Programme · Sandbox catalogue feed</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}main{max-width:60rem;margin:0 auto;padding:1rem}form{margin:.75rem 0}select{max-width:100%}label{margin-right:.5rem}</style></head>
<body><main id="main"><h1>Programme (sandbox catalogue feed)</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${sections.join('\n')}</main></body></html>`;
}
