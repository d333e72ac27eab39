import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

const en = { locale: 'en-US', resultCount: { one: '{count} showtime', other: '{count} showtimes' }, noMatch: 'None' };
const fr = { locale: 'fr-FR', resultCount: { one: '{count} séance', other: '{count} séances' }, noMatch: 'Aucune' };

describe('§2.2 the day count in the plural forms of the locale', () => {
  it('says the no-match sentence for 0, one and other by the locale’s rules', () => {
    expect(countText(0, en)).toBe('None');
    expect(countText(1, en)).toBe('1 showtime');
    expect(countText(2, en)).toBe('2 showtimes');
    // French counts 0 and 1 as "one"; 1.5 never occurs, 2 is "other".
    expect(countText(1, fr)).toBe('1 séance');
    expect(countText(12, fr)).toBe('12 séances');
  });

  it('falls back to "other" when the locale’s category has no text', () => {
    expect(countText(1, { ...en, resultCount: { other: '{count} showtimes' } })).toBe('1 showtimes');
  });
});
