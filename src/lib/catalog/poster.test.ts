import { describe, expect, it } from 'vitest';
import { escapeXml } from '../text/xml.ts';
import { posterSvg, wrapWords } from './poster.ts';

describe('generated posters', () => {
  it('escapes titles so that the SVG stays well formed', () => {
    const svg = posterSvg({ id: 1, title: 'Tom & Jerry <"Le Film">', caption: "L'été 1998" });
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;&quot;Le');
    expect(svg).toContain('L&apos;été 1998');
    expect(svg).not.toMatch(/<"/);
  });

  it('wraps long titles and ellipsises beyond the last line', () => {
    expect(wrapWords('The Lord of the Rings: The Return of the King', 14, 3)).toEqual([
      'The Lord of',
      'the Rings: The',
      'Return of the…',
    ]);
    expect(wrapWords('Up', 14, 3)).toEqual(['Up']);
    expect(escapeXml('a&b')).toBe('a&amp;b');
  });

  it('is deterministic per film id', () => {
    expect(posterSvg({ id: 7, title: 'X' })).toBe(posterSvg({ id: 7, title: 'X' }));
    expect(posterSvg({ id: 7, title: 'X' })).not.toBe(posterSvg({ id: 8, title: 'X' }));
  });
});
