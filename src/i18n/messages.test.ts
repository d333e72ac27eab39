import { describe, expect, it } from 'vitest';
import { appLocaleOf, MESSAGES } from './messages.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues (§3.4 intl.messages)', () => {
  it('fr and en have exactly the same keys, none empty', () => {
    expect(keyPaths(MESSAGES.fr).sort()).toEqual(keyPaths(MESSAGES.en).sort());
    for (const locale of ['fr', 'en'] as const) {
      for (const path of keyPaths(MESSAGES[locale])) {
        const value = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES[locale]);
        expect(String(value).trim(), `${locale}:${path}`).not.toBe('');
      }
    }
  });

  it('§9.4 picks the short locale, English by default', () => {
    expect(appLocaleOf('fr-FR')).toBe('fr');
    expect(appLocaleOf('en-US')).toBe('en');
    expect(appLocaleOf('de-DE')).toBe('en');
  });

  it('the English catalogue is US English, as its "theater" is: no British spellings', () => {
    const british = /\b(favourites?|programmes?|colours?|cancelled|centres?|theatres?|catalogue|organis\w*|licence)\b/i;
    const found = keyPaths(MESSAGES.en)
      .map((path) => [
        path,
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES.en),
      ])
      .filter(([, value]) => british.test(String(value)));
    expect(found).toEqual([]);
  });
});
