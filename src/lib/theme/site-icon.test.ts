import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.ts';
import { iconLetter, siteIconSvg } from './site-icon.ts';

// §3.15 the site's look: its icon, drawn from its name and its primary colour when it has none of its own.

describe('§3.15 the site icon', () => {
  it.each([
    ['  starlight Cinemas', 'S'],
    ['écran total', 'É'],
    ['e\u0301cran', 'E\u0301'],
    ['سينما النجوم', 'س'],
    ['', ''],
  ])('takes the first letter of %j, a whole grapheme, upper case where the script has one', (name, letter) => {
    expect(iconLetter(name)).toBe(letter);
  });

  it('escapes the letter for XML', () => {
    expect(siteIconSvg('<script>', '#000000')).toContain('>&lt;</text>');
    expect(siteIconSvg('&Co', '#000000')).toContain('>&amp;</text>');
  });

  it('draws the letter in a colour that reads on the primary colour (4.5:1)', () => {
    for (const background of ['#ffcc00', '#1a237e', '#e53935', '#ffffff', '#000000']) {
      const svg = siteIconSvg('Starlight', background);
      const fill = /<text[^>]* fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '';
      expect(contrastRatio(fill, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
