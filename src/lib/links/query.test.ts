import { describe, expect, it } from 'vitest';
import { decodeQueryString, decodeQueryValue } from './query.ts';

describe('§2.2 query-string decoding', () => {
  it('reads "true" and "false" as booleans', () => {
    expect(decodeQueryValue('true')).toBe(true);
    expect(decodeQueryValue('false')).toBe(false);
  });

  it('leaves other casings of booleans as text', () => {
    expect(decodeQueryValue('TRUE')).toBe('TRUE');
  });

  it('reads numeric strings as numbers', () => {
    expect(decodeQueryValue('42')).toBe(42);
    expect(decodeQueryValue('-3')).toBe(-3);
    expect(decodeQueryValue('1.5')).toBe(1.5);
    expect(decodeQueryValue('0')).toBe(0);
  });

  it('keeps codes that would not survive a round trip as text', () => {
    expect(decodeQueryValue('007')).toBe('007');
    expect(decodeQueryValue('1.50')).toBe('1.50');
    expect(decodeQueryValue('1e3')).toBe('1e3');
    expect(decodeQueryValue(' 12')).toBe(' 12');
    expect(decodeQueryValue('12345678901234567890')).toBe('12345678901234567890');
    expect(decodeQueryValue('')).toBe('');
    expect(decodeQueryValue('abc')).toBe('abc');
  });

  it('decodes a whole query string, with or without "?", repeated keys as arrays', () => {
    expect(decodeQueryString('?page=2&open=true&q=star%20wars&tag=a&tag=3')).toEqual({
      page: 2,
      open: true,
      q: 'star wars',
      tag: ['a', 3],
    });
    expect(decodeQueryString('x=false')).toEqual({ x: false });
    expect(decodeQueryString(new URLSearchParams('n=1'))).toEqual({ n: 1 });
    expect(decodeQueryString('')).toEqual({});
  });
});
