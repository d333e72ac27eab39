import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dayStartsBetween,
  localDateFromStarts,
  localDateIn,
  localDayStarts,
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

  it('moves a time the clocks skip forward by the skipped hour, west of Greenwich too', () => {
    expect(zonedWallTimeToIso('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedWallTimeToIso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    // Santiago skips its midnight: the day begins at 01:00, not at 23:00 the day before.
    expect(zonedWallTimeToIso('2026-09-06', '00:00', 'America/Santiago')).toBe('2026-09-06T01:00:00-03:00');
  });

  it('takes the first of a time the clocks show twice', () => {
    expect(zonedWallTimeToIso('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
    expect(zonedWallTimeToIso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(zonedWallTimeToIso('2026-10-25', '03:30', 'Europe/Paris')).toBe('2026-10-25T03:30:00+01:00');
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

describe('§2.2 a theater’s date from a browser’s clock, with no DateTimeFormat in the browser', () => {
  it('gives each local day its first instant, across the autumn change of offset', () => {
    const starts = localDayStarts('2026-10-24', 4, 'Europe/Paris');
    expect(starts.map((start) => new Date(start).toISOString())).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      // The 25th has 25 hours: the 26th begins at 23:00 UTC.
      '2026-10-25T23:00:00.000Z',
      '2026-10-26T23:00:00.000Z',
    ]);
  });

  it('starts a day after a gap at midnight at the first valid time (Santiago’s spring forward)', () => {
    const [start] = localDayStarts('2026-09-06', 1, 'America/Santiago');
    expect(new Date(start!).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDateIn(new Date(start!), 'America/Santiago')).toBe('2026-09-06');
    expect(localDateIn(new Date(start! - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('agrees with Intl at every hour of the days it closes, and says null outside them', () => {
    for (const zone of ['Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland']) {
      const starts = localDayStarts('2026-03-27', 6, zone);
      for (let instant = starts[0]!; instant < starts[5]!; instant += 3_600_000) {
        expect(localDateFromStarts(instant, '2026-03-27', starts), `${zone} ${instant}`).toBe(
          localDateIn(new Date(instant), zone),
        );
      }
      expect(localDateFromStarts(starts[0]! - 1, '2026-03-27', starts)).toBeNull();
      expect(localDateFromStarts(starts[5]!, '2026-03-27', starts)).toBeNull();
    }
    expect(localDateFromStarts(Date.now(), '2026-03-27', [])).toBeNull();
  });

  it('tells every date of a range apart, the last one included, and nothing after it', () => {
    const { first, starts } = dayStartsBetween('2026-11-25', '2026-11-28', 'Europe/Paris');
    expect(first).toBe('2026-11-25');
    expect(starts).toHaveLength(5);
    expect(localDateFromStarts(Date.parse('2026-11-28T22:59:00Z'), first, starts)).toBe('2026-11-28');
    expect(localDateFromStarts(Date.parse('2026-11-28T23:00:00Z'), first, starts)).toBeNull();
    expect(localDateFromStarts(Date.parse('2026-11-24T23:00:00Z'), first, starts)).toBe('2026-11-25');
  });
});
