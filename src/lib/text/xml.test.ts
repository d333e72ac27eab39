import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.ts';

// Text the server sets in generated SVG (posters, the §3.15 site icon): titles and names hold &, <, quotes.

describe('escapeXml', () => {
  it('escapes the five characters XML gives meaning to, and only those', () => {
    expect(escapeXml(`Tom & Jerry <"Le 'Film'"> é`)).toBe('Tom &amp; Jerry &lt;&quot;Le &apos;Film&apos;&quot;&gt; é');
  });
});
