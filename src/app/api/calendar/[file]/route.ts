import { handleCalendarRequest } from '@/server/calendar/showtime-calendar.ts';

// GET /api/calendar/{showtimeId}.ics: "add to calendar" for one showtime (RFC 5545). The catalogue
// changes with each build, so the file is made on request.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return handleCalendarRequest((await params).file);
}
