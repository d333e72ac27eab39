import { describe, expect, it } from 'vitest';
import { buildShowtimeIcs, escapeIcsText, foldIcsLine, icsFileName, icsUtcDateTime } from './ics.ts';

const event = {
  showtimeId: '3001-10042-20261123-2030',
  startsAt: '2026-11-23T20:30:00-05:00',
  runtimeMinutes: 136,
  movieTitle: 'Crouching Tiger, Hidden Dragon; the return',
  theaterName: 'Starlight Downtown',
  theaterAddress: '1 Main St\n10001 New York',
  description:
    'Original version, subtitled — a very long description that will certainly need folding at seventy-five octets',
  bookingUrl: 'http://localhost:4010/websales/sales/SL01/book?perfcode=12345678',
  domain: 'starlight.example',
  now: new Date('2026-11-20T08:00:00.000Z'),
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('RFC 5545 showtime calendar file (add to calendar)', () => {
  it('uses CRLF line ends only and no line longer than 75 octets', () => {
    const ics = buildShowtimeIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
  it('writes the start in UTC (the instant of the local start), a UID, a DTSTAMP and an end from the runtime', () => {
    const lines = unfold(buildShowtimeIcs(event));
    expect(lines).toContain('DTSTART:20261124T013000Z');
    expect(lines).toContain('DTEND:20261124T034600Z');
    expect(lines).toContain('DTSTAMP:20261120T080000Z');
    expect(lines).toContain('UID:3001-10042-20261123-2030@starlight.example');
    expect(lines).toContain('SUMMARY:Crouching Tiger\\, Hidden Dragon\\; the return');
    expect(lines).toContain('LOCATION:Starlight Downtown\\, 1 Main St\\n10001 New York');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });
  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
  it('folds on character boundaries, continuation lines starting with one space', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    parts.forEach((part) => expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75));
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('formats UTC date-times and safe file names', () => {
    expect(icsUtcDateTime(new Date('2026-03-29T01:05:09.123Z'))).toBe('20260329T010509Z');
    expect(icsFileName('la-haine', '2026-11-23T20:30:00+01:00')).toBe('la-haine-2026-11-23.ics');
    expect(() => buildShowtimeIcs({ ...event, startsAt: 'nope' })).toThrow(RangeError);
  });
});
