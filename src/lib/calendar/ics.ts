// "Add to calendar": one RFC 5545 VEVENT with UTC times (§3.3.5 form #2), so that no VTIMEZONE is needed.

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines over 75 octets are folded with CRLF and a space, never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** An instant as an RFC 5545 UTC DATE-TIME: 20261123T193000Z. */
export function icsUtcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface ShowtimeCalendarEvent {
  showtimeId: string;
  startsAt: string;
  /** Used for DTEND; a showtime of unknown length is given two hours. */
  runtimeMinutes: number | null;
  movieTitle: string;
  theaterName: string;
  theaterAddress: string;
  description: string;
  bookingUrl: string;
  /** The site's domain, which makes the UID globally unique. */
  domain: string;
  /** When the file is produced (DTSTAMP). */
  now: Date;
}

export const DEFAULT_EVENT_MINUTES = 120;

export function buildShowtimeIcs(event: ShowtimeCalendarEvent): string {
  const start = new Date(event.startsAt);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid showtime start: ${event.startsAt}`);
  const end = new Date(start.getTime() + (event.runtimeMinutes ?? DEFAULT_EVENT_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//fincher//showtimes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`${event.showtimeId}@${event.domain}`)}`,
    `DTSTAMP:${icsUtcDateTime(event.now)}`,
    `DTSTART:${icsUtcDateTime(start)}`,
    `DTEND:${icsUtcDateTime(end)}`,
    `SUMMARY:${escapeIcsText(event.movieTitle)}`,
    `LOCATION:${escapeIcsText(`${event.theaterName}, ${event.theaterAddress}`)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.bookingUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A safe download name: "the-matrix-2026-11-23.ics". */
export function icsFileName(slug: string, startsAt: string): string {
  return `${slug.replace(/[^a-z0-9-]/g, '') || 'showtime'}-${startsAt.slice(0, 10)}.ics`;
}
