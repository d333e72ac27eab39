import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../config/constants.ts';
import { LOGO_SIZES } from '../preview/design-settings.ts';
import { LOGO_HEIGHTS, logoBox, logoHeightVariables } from './logo-sizes.ts';
import { layoutVariables } from './layout.ts';

// §3.15 logo sizes applied to a logo image: a height per size on a phone and from lg, the width from its proportions.

const css = readFileSync(path.join(process.cwd(), 'src', 'app', 'design-layouts.css'), 'utf8');

describe('§3.15 logo sizes of a logo image', () => {
  it('grow from small to large, and from a phone to the one-row header', () => {
    const heights = LOGO_SIZES.map((size) => LOGO_HEIGHTS[size]);
    for (const viewport of ['mobile', 'desktop'] as const) {
      const row = heights.map((h) => h[viewport]);
      expect([...row].sort((a, b) => a - b)).toEqual(row);
      expect(new Set(row).size).toBe(row.length);
    }
    for (const h of heights) expect(h.desktop).toBeGreaterThan(h.mobile);
  });

  it('are CSS variables of the theme’s layout', () => {
    expect(logoHeightVariables()).toEqual({
      '--logo-height-small': '24px',
      '--logo-height-small-lg': '32px',
      '--logo-height-medium': '32px',
      '--logo-height-medium-lg': '40px',
      '--logo-height-large': '40px',
      '--logo-height-large-lg': '56px',
    });
    expect(layoutVariables()).toMatchObject(logoHeightVariables());
  });

  it('are what design-layouts.css gives the image, the desktop ones from the lg breakpoint', () => {
    const media = `@media (min-width: ${BREAKPOINTS[2]}px) {`;
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const at = text.indexOf(media);
    expect(at, 'a block from the lg breakpoint').toBeGreaterThan(0);
    const end = text.indexOf('\n}', at);
    const heights = (block: string) =>
      new Map(
        [...block.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
          const height = /(?:^|;)\s*height:\s*([^;]+);/.exec(body!)?.[1]?.trim();
          return height ? [[selector!.trim(), height] as const] : [];
        }),
      );
    const phone = heights(text.slice(0, at) + text.slice(end + 2));
    const desktop = heights(text.slice(at + media.length, end));
    for (const size of LOGO_SIZES) {
      const selector = `${size === 'medium' ? '' : `html[data-logo-size='${size}'] `}[data-header-logo-image]`;
      expect(phone.get(selector), selector).toBe(`var(--logo-height-${size})`);
      expect(desktop.get(selector), `${selector} from lg`).toBe(`var(--logo-height-${size}-lg)`);
    }
  });

  it('give the box: the size’s height, the width its proportions give, capped at the room there is', () => {
    expect(logoBox('medium', 'mobile', { width: 176, height: 40 })).toEqual({ width: 140.8, height: 32 });
    expect(logoBox('large', 'desktop', { width: 176, height: 40 })).toEqual({ width: 246.4, height: 56 });
    expect(logoBox('large', 'desktop', { width: 800, height: 40 }, 300)).toEqual({ width: 300, height: 56 });
  });
});
