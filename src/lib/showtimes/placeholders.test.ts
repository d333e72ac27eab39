import { describe, expect, it } from 'vitest';
import { fillPlaceholders, flattenCatalogList, splitCatalogList } from './placeholders.ts';

describe('§9.3 text placeholders', () => {
  it('fills {0} and {1} in order', () => {
    expect(fillPlaceholders('{0} showtimes on {1}', { args: [3, 'Monday'] })).toBe('3 showtimes on Monday');
  });
  it('fills [theaterName] everywhere it appears', () => {
    expect(fillPlaceholders('Only at [theaterName]! [theaterName] presents', { theaterName: 'Le Grand Rex' })).toBe(
      'Only at Le Grand Rex! Le Grand Rex presents',
    );
  });
  it('drops a placeholder without a value instead of showing it, collapsing spaces', () => {
    expect(fillPlaceholders('Avant-première {0} à [theaterName] ce soir')).toBe('Avant-première à ce soir');
  });
  it('leaves a text without placeholders untouched', () => {
    expect(fillPlaceholders('  Plain  text ', { theaterName: 'X' })).toBe('  Plain  text ');
  });
});

describe('§9.3 list separator |', () => {
  it('splits, trims and drops empty entries', () => {
    expect(splitCatalogList('Drama| Comedy||')).toEqual(['Drama', 'Comedy']);
    expect(splitCatalogList('')).toEqual([]);
  });
  it('flattens list fields whose entries hold several values', () => {
    expect(flattenCatalogList(['Jane Campion|Sofia Coppola', 'Agnès Varda'])).toEqual([
      'Jane Campion',
      'Sofia Coppola',
      'Agnès Varda',
    ]);
  });
});
