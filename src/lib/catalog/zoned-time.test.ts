import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  localDateIn,
  utcOffsetMinutes,
  zonedWallTimeToIso,
  earliestLocalDate,
} from './zoned-time.ts';

describe('zoned time (dates shown in the theater time zone, §2.2 page context)', () => {
  it('converts a Paris wall time to an instant with its winter and summer offsets', () => {
    expect(zonedWallTimeToIso('2026-11-23', '20:30', 'Europe/Paris')).toBe('2026-11-23T20:30:00+01:00');
    expect(zonedWallTimeToIso('2026-07-01', '20:30', 'Europe/Paris')).toBe('2026-07-01T20:30:00+02:00');
    expect(Date.parse(zonedWallTimeToIso('2026-11-23', '20:30', 'Europe/Paris'))).toBe(
      Date.parse('2026-11-23T19:30:00Z'),
    );
  });

  it('handles US time zones and the day boundary', () => {
    expect(zonedWallTimeToIso('2026-11-23', '23:15', 'America/Los_Angeles')).toBe('2026-11-23T23:15:00-08:00');
    expect(localDateIn(new Date('2026-11-24T05:00:00Z'), 'America/New_York')).toBe('2026-11-24');
    expect(localDateIn(new Date('2026-11-24T04:59:00Z'), 'America/New_York')).toBe('2026-11-23');
  });

  it('moves a time inside the spring-forward gap to a valid time', () => {
    const iso = zonedWallTimeToIso('2026-03-29', '02:30', 'Europe/Paris');
    expect(iso.endsWith('+02:00')).toBe(true);
  });

  it('reports offsets and does plain-date arithmetic', () => {
    expect(utcOffsetMinutes(new Date('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
  });
});

describe('each theater keeps its own "today" (a circuit across time zones)', () => {
  it('is the earliest local date of the theaters, so no theater loses tonight', () => {
    // 18:00 UTC: already the 25th in Auckland (+13:00), still the 24th in Kolkata (23:30) and Kathmandu (23:45).
    const instant = new Date('2026-11-24T18:00:00Z');
    expect(earliestLocalDate(instant, ['Pacific/Auckland'])).toBe('2026-11-25');
    expect(earliestLocalDate(instant, ['Pacific/Auckland', 'Asia/Kolkata', 'Asia/Kathmandu'])).toBe('2026-11-24');
    expect(earliestLocalDate(instant, [])).toBe('2026-11-24');
  });
});
