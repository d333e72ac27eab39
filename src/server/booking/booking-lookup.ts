import 'server-only';
import { bookingShowtimeSchema, findBookingShowtime } from '@/lib/booking/booking-showtime.ts';
import { parseBookingRouteQuery } from '@/lib/links/embedded-booking.ts';
import { getCurrentCatalog, getSiteFile } from '@/server/site/site.ts';

// GET /api/booking/showtime?theaterCode=…&perfCode=…: the booking route page is static (its query is
// only known in the browser), so it asks here what showtime its codes point to.

export async function handleBookingShowtimeRequest(request: Request): Promise<Response> {
  const codes = parseBookingRouteQuery(new URL(request.url).searchParams);
  if (!codes)
    return Response.json(
      { error: 'theaterCode and perfCode are required (letters, digits, _ and -)' },
      { status: 400 },
    );
  const site = getSiteFile();
  const showtime = findBookingShowtime(await getCurrentCatalog(), site.configuration.theaterIds, codes);
  if (!showtime) return Response.json({ error: 'No such showtime in the programme' }, { status: 404 });
  return Response.json(bookingShowtimeSchema.parse(showtime), {
    // Catalogue data, the same for every visitor; the programme changes at most every few minutes.
    headers: { 'Cache-Control': 'public, max-age=60', 'X-Robots-Tag': 'noindex' },
  });
}
