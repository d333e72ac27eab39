import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { buildShowtimeIcs, icsFileName } from '@/lib/calendar/ics.ts';
import { findMovie } from '@/lib/catalog/queries.ts';
import { frenchAtPlace } from '@/lib/content/french-place.ts';
import { formatAddressLines } from '@/lib/theaters/map-link.ts';
import { getCurrentCatalog, getSiteFile, programmeRules, siteTheaters } from '@/server/site/site.ts';

/** "{showtimeId}.ics", the id made of letters, digits, - and _ only. */
const calendarFileSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}\.ics$/);

function errorResponse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** `file` is the route parameter as Next gives it, already decoded once: it is not decoded again. */
export async function handleCalendarRequest(file: string): Promise<Response> {
  const parsed = calendarFileSchema.safeParse(file);
  if (!parsed.success) return errorResponse(400, 'Expected {showtimeId}.ics');
  const showtimeId = parsed.data.slice(0, -'.ics'.length);
  const site = getSiteFile();
  const catalog = await getCurrentCatalog();
  const showtime = catalog.showtimes.find((s) => s.id === showtimeId);
  const theater = showtime ? siteTheaters(catalog, site).find((t) => t.id === showtime.theaterId) : undefined;
  const movie = showtime ? findMovie(catalog, showtime.movieId, programmeRules(site)) : null;
  if (!showtime || !theater || !movie) return errorResponse(404, 'Unknown showtime');
  const t = await getTranslations('calendar');
  const ics = buildShowtimeIcs({
    showtimeId: showtime.id,
    startsAt: showtime.startsAt,
    runtimeMinutes: movie.runtimeMinutes,
    movieTitle: movie.title,
    theaterName: theater.name,
    theaterAddress: formatAddressLines(theater.address).join(', '),
    description: t('description', {
      title: movie.title,
      theater: theater.name,
      atTheater: frenchAtPlace(theater.name),
      url: showtime.bookingUrl,
    }),
    bookingUrl: showtime.bookingUrl,
    domain: site.settings.domain,
    now: new Date(),
  });
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(movie.slug, showtime.startsAt)}"`,
      'Cache-Control': 'public, max-age=600',
    },
  });
}
