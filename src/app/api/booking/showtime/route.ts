import { handleBookingShowtimeRequest } from '@/server/booking/booking-lookup.ts';

// Thin: the showtime a booking-route link points to (src/server/booking).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleBookingShowtimeRequest(request);
}
