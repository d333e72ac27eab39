import { describe, expect, it } from 'vitest';
import type { Showtime } from '../catalog/types.ts';
import {
  isStillOffered,
  relativeDay,
  showtimeDays,
  showtimeVersion,
  toShowtimeView,
  withinDays,
} from './showtime-view.ts';

const showtime: Showtime = {
  id: 's1',
  movieId: 1,
  theaterId: 't1',
  startsAt: '2026-11-23T20:30:00+01:00',
  attributes: ['Localization.Version.Original'],
  format: 'IMAX',
  accessibility: ['SDH_SUBTITLES'],
  screen: '2',
  perfCode: '123',
  bookingUrl: 'https://tickets.example/websales/sales/T1/book?perfcode=123',
  availability: 'SOLD_OUT',
};

describe('§9.3 movie attribute keys → version', () => {
  it('original version is shown subtitled, dubbed is dubbed, neither is no label', () => {
    expect(showtimeVersion(['Localization.Version.Original'])).toBe('ORIGINAL_SUBTITLED');
    expect(showtimeVersion(['Format.Sound.Dubbed'])).toBe('DUBBED');
    expect(showtimeVersion([])).toBe('NONE');
  });
});

describe('showtime view', () => {
  it('formats the time in the theater zone, whatever the process zone', () => {
    const prepared = { href: 'https://tickets.example/websales/sales/T1/book?perfcode=123', external: true as const };
    const paris = toShowtimeView(showtime, { timeZone: 'Europe/Paris' }, 'fr-FR', (href) =>
      href === showtime.bookingUrl ? prepared : { href: null },
    );
    expect(paris).toMatchObject({
      date: '2026-11-23',
      time: '20:30',
      version: 'ORIGINAL_SUBTITLED',
      availability: 'SOLD_OUT',
    });
    expect(paris.startsAtMs).toBe(Date.parse('2026-11-23T19:30:00Z'));
    expect(paris.booking).toBe(prepared);
  });
  it('hides a showtime that started more than 20 minutes ago, keeps one that started 20 minutes ago', () => {
    const start = Date.parse('2026-11-23T19:30:00Z');
    expect(isStillOffered(start, start + 20 * 60_000)).toBe(true);
    expect(isStillOffered(start, start + 20 * 60_000 + 1)).toBe(false);
    expect(isStillOffered(start, start - 86_400_000)).toBe(true);
  });
  it('lists distinct days in order with short labels', () => {
    expect(showtimeDays([{ date: '2026-11-24' }, { date: '2026-11-23' }, { date: '2026-11-24' }], 'en-US')).toEqual([
      { date: '2026-11-23', label: 'Mon, Nov 23' },
      { date: '2026-11-24', label: 'Tue, Nov 24' },
    ]);
  });
});

describe('a week of showtimes (JSON-LD, theater pages)', () => {
  it('keeps the first n local days of the theater zone, today included', () => {
    const at = (startsAt: string) => ({ startsAt });
    const list = [at('2026-11-23T20:30:00-08:00'), at('2026-11-29T22:30:00-08:00'), at('2026-11-30T10:45:00-08:00')];
    // 07:00 UTC on the 24th is still the 23rd in Los Angeles.
    expect(withinDays(list, { timeZone: 'America/Los_Angeles' }, 7, new Date('2026-11-24T07:00:00Z'))).toEqual(
      list.slice(0, 2),
    );
  });
});

describe('§2.2 the day strip says "today" and "tomorrow"', () => {
  it('names the theater’s today and the next day, and no other', () => {
    expect(relativeDay('2026-11-24', '2026-11-24')).toBe('today');
    expect(relativeDay('2026-11-25', '2026-11-24')).toBe('tomorrow');
    expect(relativeDay('2026-11-26', '2026-11-24')).toBeNull();
    // A page rendered before midnight and shown after it: yesterday's date is not "today".
    expect(relativeDay('2026-11-23', '2026-11-24')).toBeNull();
  });

  it('across a month and a year end', () => {
    expect(relativeDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('tomorrow');
    expect(relativeDay('2028-02-29', '2028-02-28')).toBe('tomorrow');
  });
});
