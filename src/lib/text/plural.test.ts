import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluralText } from './plural.ts';

const { PluralRules } = Intl;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('§2.2 counts in the plural forms of the locale', () => {
  it('picks the locale’s form, falling back to "other"', () => {
    const forms = { one: '{count} séance', other: '{count} séances' };
    // French counts 0 and 1 as "one", English only 1.
    expect(pluralText(0, 'fr-FR', forms)).toBe('0 séance');
    expect(pluralText(1, 'fr-FR', forms)).toBe('1 séance');
    expect(pluralText(2, 'fr-FR', forms)).toBe('2 séances');
    expect(pluralText(0, 'en-US', { one: '{count} showtime', other: '{count} showtimes' })).toBe('0 showtimes');
    expect(pluralText(1, 'en-US', { other: '{count} showtimes' })).toBe('1 showtimes');
  });

  it('builds the rules of a locale once, however many counts are said', () => {
    const built: unknown[] = [];
    const counting = new Proxy(PluralRules, {
      construct: (target, args: ConstructorParameters<typeof Intl.PluralRules>) => {
        built.push(args[0]);
        return new target(...args);
      },
    });
    vi.stubGlobal('Intl', Object.create(Intl, { PluralRules: { value: counting } }));
    for (let count = 0; count < 20; count++) pluralText(count, 'de-DE', { other: '{count}' });
    pluralText(3, 'it-IT', { other: '{count}' });
    expect(built).toEqual(['de-DE', 'it-IT']);
  });
});
