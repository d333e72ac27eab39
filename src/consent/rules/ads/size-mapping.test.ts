import { describe, expect, it, vi } from 'vitest';
import { parseSizeMapping, reservedHeight, reservedHeights, sizesForViewport } from './size-mapping.ts';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('§5 / §8.3 ad size mapping', () => {
  it('parses each configured location, viewports numeric and sorted from largest to smallest', () => {
    const log = logger();
    const mapping = parseSizeMapping(
      JSON.stringify({ header: { '0': [[320, 50]], '1024': [[970, 250]], '768': [[728, 90]] } }),
      ['header'],
      log,
    );
    expect(mapping.locations.header?.map((entry) => entry.viewport)).toEqual([1024, 768, 0]);
    expect(mapping.locations.header?.[0]?.sizes).toEqual([[970, 250]]);
    expect(mapping.customInterstitial).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('skips an entry whose value is not an object with "Invalid size mapping for ad location: {key}" (§8.3)', () => {
    const log = logger();
    const mapping = parseSizeMapping(
      JSON.stringify({ header: [[728, 90]], footer: 'big', pulse: { '0': [[300, 250]] } }),
      ['header', 'footer', 'pulse'],
      log,
    );
    expect(log.warn).toHaveBeenCalledWith('Invalid size mapping for ad location: header');
    expect(log.warn).toHaveBeenCalledWith('Invalid size mapping for ad location: footer');
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(Object.keys(mapping.locations)).toEqual(['pulse']);
  });

  it('ignores keys that are not configured locations (§5)', () => {
    const mapping = parseSizeMapping(
      JSON.stringify({ header: { '0': [[728, 90]] }, sidebar: { '0': [[160, 600]] } }),
      ['header'],
      logger(),
    );
    expect(Object.keys(mapping.locations)).toEqual(['header']);
  });

  it('turns on the custom interstitial with the key "interstitial" (§5, §2.6)', () => {
    const mapping = parseSizeMapping(JSON.stringify({ interstitial: { '0': [[1, 1]] } }), [], logger());
    expect(mapping.customInterstitial).toBe(true);
  });

  it('drops non-numeric viewport keys and duplicate sizes (§5)', () => {
    const mapping = parseSizeMapping(
      JSON.stringify({ footer: { wide: [[970, 90]], '640': [[728, 90], [728, 90], 'fluid', 'fluid', [0, 5], 'x'] } }),
      ['footer'],
      logger(),
    );
    expect(mapping.locations.footer).toEqual([{ viewport: 640, sizes: [[728, 90], 'fluid'] }]);
  });

  it('logs "Error parsing size mapping" on invalid JSON and ignores the whole mapping (§8.3)', () => {
    const log = logger();
    const mapping = parseSizeMapping('{"header": {"0": [[728, 90]]', ['header'], log);
    expect(log.error).toHaveBeenCalledWith('Error parsing size mapping');
    expect(mapping).toEqual({ locations: {}, customInterstitial: false });
  });

  it('treats an empty string as no mapping, silently', () => {
    const log = logger();
    expect(parseSizeMapping('', ['header'], log).locations).toEqual({});
    expect(log.error).not.toHaveBeenCalled();
  });

  it('picks the sizes of the largest mapped viewport not wider than the window, and reserves the tallest', () => {
    const entries = [
      { viewport: 1024, sizes: [[970, 250] as const, [728, 90] as const] },
      { viewport: 0, sizes: [[320, 50] as const, 'fluid' as const] },
    ];
    expect(sizesForViewport(entries, 1280)).toEqual([
      [970, 250],
      [728, 90],
    ]);
    expect(sizesForViewport(entries, 375)).toEqual([[320, 50], 'fluid']);
    expect(reservedHeight(sizesForViewport(entries, 1280))).toBe(250);
    expect(reservedHeights(entries)).toEqual([
      { minWidth: 0, height: 50 },
      { minWidth: 1024, height: 250 },
    ]);
    expect(reservedHeights([{ viewport: 768, sizes: [[728, 90] as const] }])).toEqual([
      { minWidth: 0, height: 0 },
      { minWidth: 768, height: 90 },
    ]);
  });
});
