import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../src/lib/config/load-site.ts';
import { siteIconSvg } from '../src/lib/theme/site-icon.ts';
import { siteIconFilePath } from '../src/lib/theme/site-icon-file.ts';
import { outlineIconText, writeSiteIcons } from './site-icons.ts';

// §3.1 the site's icon, drawn from the configuration: written at build with its letter as an outline,
// so that a browser decoding it sets no text.
describe('§3.1 the site icons outlined at build', () => {
  it('turns the letter into a path and keeps the colours', () => {
    const outlined = outlineIconText(siteIconSvg('Le Grand Écran', '#8b0a1a'));
    expect(outlined).not.toBeNull();
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain('fill="#8b0a1a"');
    // The background and the letter: two filled shapes.
    expect(outlined!.match(/<path /g)?.length).toBe(2);
  });

  it('an accented capital is outlined too', () => {
    expect(outlineIconText(siteIconSvg('écran', '#101010'))).toMatch(/<g>\s*<path/);
  });

  it('leaves an icon whose letter no font draws with its text (null)', () => {
    // A private-use character: no font has a glyph for it (the outliner would draw an empty box).
    expect(outlineIconText(siteIconSvg('\u{F0001}', '#101010'))).toBeNull();
  });

  it('writes both icons of a site where the routes read them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fincher-icons-'));
    const kept = writeSiteIcons('cinema-paris', loadSiteFile('cinema-paris'), root);
    expect(kept).toEqual([]);
    for (const file of ['icon.svg', 'icon-maskable.svg'] as const) {
      const svg = readFileSync(siteIconFilePath('cinema-paris', file, root), 'utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
    }
  });
});
