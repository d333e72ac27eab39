import { describe, expect, it } from 'vitest';
import {
  BASE_DARK,
  BASE_DARK_ALT,
  BASE_LIGHT,
  BASE_LIGHT_ALT,
  InvalidColorError,
  applyTintShade,
  contrastRatio,
  focusRingOn,
  isLight,
  normalizeHex,
  perceptualDistance,
  readableOn,
  shade,
  textOn,
  tint,
  visibleOn,
} from './color.ts';

describe('§9.5 contrast: readable text (AA, falling back to white or black)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps the preferred colour when it reaches 4.5:1', () => {
    expect(readableOn('#ffffff', '#8B0A1A')).toBe('#8b0a1a');
  });

  it('falls back to black on a light surface when the preferred colour is too pale', () => {
    expect(readableOn('#ffffff', '#D9A441')).toBe('#000000');
  });

  it('falls back to white on a dark surface when the preferred colour is too dark', () => {
    expect(readableOn('#14100F', '#8B0A1A')).toBe('#ffffff');
  });

  it('uses #000 on light and #fff on dark, whichever contrasts more', () => {
    expect(textOn('#F7F7F7')).toBe('#000000');
    expect(textOn('#212020')).toBe('#ffffff');
    // #777 is slightly closer to white: black contrasts more (4.69 > 4.48).
    expect(isLight('#777777')).toBe(true);
    expect(textOn('#777777')).toBe('#000000');
    expect(contrastRatio(textOn('#767676'), '#767676')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('§9.5 contrast: visible colours (CIEDE2000 ≥ 5.9)', () => {
  it('keeps a colour that is perceptibly distinct from the surface', () => {
    expect(perceptualDistance('#1D4ED8', '#ffffff')).toBeGreaterThan(5.9);
    expect(visibleOn('#ffffff', '#1D4ED8')).toBe('#1d4ed8');
  });

  it('replaces a colour too close to a light surface by the base dark #212020', () => {
    expect(perceptualDistance('#FAFAFA', '#ffffff')).toBeLessThan(5.9);
    expect(visibleOn('#ffffff', '#FAFAFA')).toBe(BASE_DARK);
  });

  it('replaces a colour too close to a dark surface by the base light #F7F7F7', () => {
    expect(visibleOn('#14100F', '#1A1514')).toBe(BASE_LIGHT);
  });

  it('with alt, uses the softer neutrals: #DDDDDD on light, #4F4E4E on dark', () => {
    expect(visibleOn('#ffffff', '#ffffff', { alt: true })).toBe(BASE_LIGHT_ALT);
    expect(visibleOn('#000000', '#000000', { alt: true })).toBe(BASE_DARK_ALT);
  });

  it('with alt, falls back to the base neutral when the soft one is too close to the surface', () => {
    // #DDDDDD is light; #E0E0E0 is too close to it.
    expect(visibleOn('#E0E0E0', '#E0E0E0', { alt: true })).toBe(BASE_DARK);
    expect(visibleOn('#4A4949', '#4A4949', { alt: true })).toBe(BASE_LIGHT);
  });
});

describe('§9.5 tint and shade: one step is a 5 % sRGB mix toward white or black', () => {
  it('tints by N × 5 % toward white', () => {
    expect(tint('#000000', 1)).toBe('#0d0d0d'); // 0.05 × 255 = 12.75
    expect(tint('#000000', 10)).toBe('#808080'); // 50 %
    expect(tint('#FAF7F5', 6)).toBe('#fbf9f8'); // 30 %
  });

  it('shades by N × 5 % toward black', () => {
    expect(shade('#ffffff', 2)).toBe('#e6e6e6'); // 90 % of 255 = 229.5
    expect(shade('#ffffff', 6)).toBe('#b3b3b3'); // 70 %
  });

  it('reads a signed tintShade: positive tints, negative shades, 0 keeps', () => {
    expect(applyTintShade('#808080', 0)).toBe('#808080');
    expect(applyTintShade('#000000', 4)).toBe(tint('#000000', 4));
    expect(applyTintShade('#ffffff', -4)).toBe(shade('#ffffff', 4));
  });

  it('clamps to 10 steps', () => {
    expect(tint('#000000', 25)).toBe(tint('#000000', 10));
    expect(shade('#ffffff', -3)).toBe('#ffffff');
  });

  it('normalises #rgb and case, and names a malformed colour', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(() => normalizeHex('red')).toThrow(InvalidColorError);
    expect(() => normalizeHex('red')).toThrow(/Invalid colour "red"/);
  });
});

describe('§3.2, §9.5 the focus ring: a visible colour that also reaches 3:1 (WCAG 1.4.11)', () => {
  it('keeps the visible primary when it reaches 3:1 against the surface', () => {
    expect(focusRingOn('#ffffff', '#1d4ed8')).toBe('#1d4ed8');
  });

  it('replaces a distinct but low-contrast colour: a dark red ring on a dark footer', () => {
    // ΔE2000 far above 5.9, yet under 3:1: the case the demo footers showed.
    expect(perceptualDistance('#b91c1c', '#0b1f4d')).toBeGreaterThan(5.9);
    expect(contrastRatio('#b91c1c', '#0b1f4d')).toBeLessThan(3);
    expect(focusRingOn('#0b1f4d', '#b91c1c')).toBe(BASE_LIGHT);
  });

  it('reaches 3:1 on every surface whatever the colour (sampled grid)', () => {
    const steps = ['00', '33', '66', '99', 'cc', 'ff'];
    const colors = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => `#${r}${g}${b}`)));
    for (const surface of colors) {
      for (const color of ['#b91c1c', '#1d4ed8', '#777777', surface]) {
        expect(contrastRatio(focusRingOn(surface, color), surface)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
