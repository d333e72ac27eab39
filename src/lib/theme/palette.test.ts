import { describe, expect, it } from 'vitest';
import type { Theme } from '../config/site-schema.ts';
import { shade, tint } from './color.ts';
import { PALETTE_FALLBACKS, pageBackgroundOf, resolveColorRoles, resolvePalette } from './palette.ts';

const BRANDS: Theme['colors'] = {
  brand1: '#111111',
  brand2: '#222222',
  brand3: '#333333',
  brand4: '#444444',
  brand5: '#555555',
  brand6: '#666666',
};

function theme(overrides: Partial<Pick<Theme, 'colors' | 'palette' | 'settings'>> = {}) {
  return { colors: {}, palette: {}, settings: {}, ...overrides };
}

describe('§9.5 colour fallbacks: palette colour, then brand colour, then #000', () => {
  it.each([
    ['primary', 'brand1'],
    ['accent', 'brand5'],
    ['highlight', 'brand3'],
    ['muted', 'brand4'],
    ['background', 'brand6'],
    ['headerBackground', 'brand2'],
    ['footerBackground', 'brand3'],
  ] as const)('%s falls back to %s', (name, brand) => {
    expect(PALETTE_FALLBACKS[name]).toBe(brand);
    expect(resolvePalette(theme({ colors: BRANDS }))[name]).toBe(BRANDS[brand]);
  });

  it.each(Object.keys(PALETTE_FALLBACKS))('%s falls back to #000 without palette or brand colour', (name) => {
    expect(resolvePalette(theme())[name as keyof Theme['palette']]).toBe('#000000');
  });

  it('uses the palette colour first', () => {
    const palette = resolvePalette(theme({ colors: BRANDS, palette: { accent: '#D9A441', footerBackground: '#ABC' } }));
    expect(palette.accent).toBe('#d9a441');
    expect(palette.footerBackground).toBe('#aabbcc');
  });

  it('gives secondary the palette primary, like primary', () => {
    const roles = resolveColorRoles(theme({ colors: BRANDS, palette: { primary: '#8B0A1A' } }));
    expect(roles.primary).toBe('#8b0a1a');
    expect(roles.secondary).toBe('#8b0a1a');
    expect(resolveColorRoles(theme({ colors: BRANDS })).secondary).toBe(BRANDS.brand1);
  });
});

describe('§9.5 page background: tint or shade (6) of the palette background', () => {
  it('tints a light background by 6 steps (30 % toward white)', () => {
    expect(pageBackgroundOf('#FAF7F5')).toBe(tint('#FAF7F5', 6));
    expect(pageBackgroundOf('#FAF7F5')).toBe('#fbf9f8');
  });

  it('shades a dark background by 6 steps (30 % toward black)', () => {
    expect(pageBackgroundOf('#203040')).toBe(shade('#203040', 6));
    expect(pageBackgroundOf('#203040')).toBe('#16222d');
  });

  it('keeps the configured background as initialBackground', () => {
    const roles = resolveColorRoles(theme({ palette: { background: '#203040' } }));
    expect(roles.initialBackground).toBe('#203040');
    expect(roles.background).toBe('#16222d');
  });

  it('starts from settings.background {tintShade, paletteColor} when given', () => {
    const roles = resolveColorRoles(
      theme({ palette: { muted: '#808080' }, settings: { background: { tintShade: 2, paletteColor: 'muted' } } }),
    );
    expect(roles.initialBackground).toBe(tint('#808080', 2));
    expect(roles.background).toBe(pageBackgroundOf(tint('#808080', 2)));
  });

  it('derives text and textAlt from the page background', () => {
    const light = resolveColorRoles(theme({ palette: { background: '#FFFFFF' } }));
    expect([light.text, light.textAlt]).toEqual(['#000000', '#4f4e4e']);
    const dark = resolveColorRoles(theme({ palette: { background: '#101010' } }));
    expect([dark.text, dark.textAlt]).toEqual(['#ffffff', '#dddddd']);
    // On a mid grey the soft alternative would fail AA, so textAlt is the text colour.
    const mid = resolveColorRoles(theme({ palette: { background: '#8A8A8A' } }));
    expect(mid.textAlt).toBe(mid.text);
  });
});

describe('§3.1 theme settings: header and footer backgrounds', () => {
  const palette = { headerBackground: '#14100F', footerBackground: '#0B1F4D', primary: '#8B0A1A' };

  it('uses the palette header and footer colours unchanged without settings', () => {
    const roles = resolveColorRoles(theme({ palette }));
    expect(roles.headerBackground).toBe('#14100f');
    expect(roles.footerBackground).toBe('#0b1f4d');
  });

  it('applies {tintShade, paletteColor}: positive tints, negative shades, any palette colour', () => {
    const roles = resolveColorRoles(
      theme({
        palette,
        settings: {
          headerBackground: { tintShade: -3, paletteColor: 'primary' },
          footerBackground: { tintShade: 1, paletteColor: 'footerBackground' },
        },
      }),
    );
    expect(roles.headerBackground).toBe(shade('#8B0A1A', 3));
    expect(roles.footerBackground).toBe(tint('#0B1F4D', 1));
  });

  it('swaps header and footer backgrounds when combination.swap is true', () => {
    const settings = {
      headerBackground: { tintShade: 0, paletteColor: 'headerBackground' as const },
      footerBackground: { tintShade: 2, paletteColor: 'footerBackground' as const },
    };
    const plain = resolveColorRoles(
      theme({ palette, settings: { ...settings, combination: { name: 'x', swap: false } } }),
    );
    const swapped = resolveColorRoles(
      theme({ palette, settings: { ...settings, combination: { name: 'x', swap: true } } }),
    );
    expect(swapped.headerBackground).toBe(plain.footerBackground);
    expect(swapped.footerBackground).toBe(plain.headerBackground);
    expect(swapped.headerBackground).toBe(tint('#0B1F4D', 2));
  });
});
