import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDate, formatShowtimeTime } from './format.ts';

describe('times in the theater time zone (§2.2, §9.4)', () => {
  it('shows a Paris showtime at its Paris time, wherever the server runs', () => {
    expect(formatShowtimeTime('2026-11-23T20:30:00+01:00', 'fr-FR', 'Europe/Paris')).toBe('20:30');
  });

  it('shows a Los Angeles showtime at its local time in US style', () => {
    expect(formatShowtimeTime('2026-11-23T19:15:00-08:00', 'en-US', 'America/Los_Angeles')).toBe('7:15 PM');
  });

  it('names calendar days without shifting them', () => {
    expect(formatDay('2026-11-23', 'fr-FR')).toBe('lundi 23 novembre');
    expect(formatDay('2026-11-23', 'en-US')).toBe('Monday, November 23');
    expect(formatLongDate('1998-06-12', 'en-US')).toBe('June 12, 1998');
  });
});
