import { describe, expect, it } from 'vitest';
import { takesGzip } from './accept-encoding.ts';

// §2.1: the script proxy answers gzipped only to a browser that takes it.
describe('takesGzip (§2.1 script proxy, RFC 9110 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzipped', false],
    ['x-gzip;q=0, gzip', true],
    ['gzip;q=0, x-gzip', true],
    ['gzip;q=0, x-gzip;q=0, *', false],
  ])('%j → %s', (header, expected) => {
    expect(takesGzip(header)).toBe(expected);
  });
});
