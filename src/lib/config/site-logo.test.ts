import { describe, expect, it } from 'vitest';
import { checkLogoFile, LOGO_MAX_BYTES, type LogoCheck } from './site-logo.ts';
import { parseSiteFile, SiteConfigError } from './site-schema.ts';
import { readFileSync } from 'node:fs';
import { siteFilePath } from './load-site.ts';

// §3.3 settings.logo.src: a file in the site's folder of an allowed type and size, its proportions read from it.

const svg = (text: string) => new TextEncoder().encode(text);

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function webp(chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  bytes.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  );
  bytes.set(
    [...chunk].map((c) => c.charCodeAt(0)),
    12,
  );
  if (chunk === 'VP8X') {
    const [w, h] = [width - 1, height - 1];
    bytes.set([w & 0xff, (w >> 8) & 0xff, w >> 16, h & 0xff, (h >> 8) & 0xff, h >> 16], 24);
  } else if (chunk === 'VP8L') {
    const bits = (width - 1) | ((height - 1) << 14);
    bytes.set([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff], 20);
  } else {
    bytes.set([0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8], 23);
  }
  return bytes;
}

const size = (check: LogoCheck) => (check.ok ? [check.logo.width, check.logo.height] : check.problem);

describe('§3.3 logo.src: the logo file measured', () => {
  it('reads the size of a PNG and of the three kinds of WebP', () => {
    expect(size(checkLogoFile('/logo.png', png(480, 96)))).toEqual([480, 96]);
    expect(size(checkLogoFile('/logo.webp', webp('VP8X', 600, 120)))).toEqual([600, 120]);
    expect(size(checkLogoFile('/logo.webp', webp('VP8L', 300, 75)))).toEqual([300, 75]);
    expect(size(checkLogoFile('/logo.webp', webp('VP8 ', 250, 50)))).toEqual([250, 50]);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 100 20"></svg>', [200, 40]],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="200px" height="40px"></svg>', [200, 40]],
    ['<?xml version="1.0"?>\n<!-- mark --><svg viewBox="0 0 120 30"></svg>', [120, 30]],
    ['<svg width="100%" height="100%" viewBox="0,0,160,32"></svg>', [160, 32]],
  ])('reads an SVG’s proportions from its width and height, else its viewBox: %s', (text, expected) => {
    expect(size(checkLogoFile('/logo.svg', svg(text)))).toEqual(expected);
  });

  it('gives the type the path names, to be served with', () => {
    const check = checkLogoFile('/logo.svg', svg('<svg viewBox="0 0 10 2"></svg>'));
    expect(check.ok && check.logo).toEqual({ src: '/logo.svg', contentType: 'image/svg+xml', width: 10, height: 2 });
  });

  it.each([
    ['/logo.png', svg('<svg viewBox="0 0 1 1"></svg>'), /logo\.png: not a PNG image/],
    ['/logo.webp', png(10, 10), /logo\.webp: not a WebP image/],
    ['/logo.svg', png(10, 10), /logo\.svg: not an SVG image/],
    ['/logo.svg', svg('<html><svg viewBox="0 0 1 1"></svg></html>'), /must have an <svg> root element/],
    ['/logo.svg', svg('<svg width="10em" height="2em"></svg>'), /needs a viewBox, or a width and height/],
    ['/logo.png', png(0, 10), /no width and height above zero/],
    ['/logo.svg', new Uint8Array(0), /logo\.svg is empty/],
    ['/logo.png', new Uint8Array(LOGO_MAX_BYTES + 1), /is 101 KB: at most 100 KB/],
  ] as const)('refuses %s when the file is not what it says or is too big', (src, bytes, problem) => {
    const check = checkLogoFile(src, bytes);
    expect(check.ok).toBe(false);
    expect(size(check)).toMatch(problem);
  });

  it.each([
    ['<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', 'a script'],
    ['<svg viewBox="0 0 1 1" onload="alert(1)"></svg>', 'an event handler attribute'],
    ['<svg viewBox="0 0 1 1"><image href="https://tracker.example/p.png"/></svg>', 'a link or reference outside'],
    ['<svg viewBox="0 0 1 1"><a xlink:href="javascript:alert(1)"><rect/></a></svg>', 'a link or reference outside'],
    ['<svg viewBox="0 0 1 1"><rect style="fill:url(https://x.example/a)"/></svg>', 'a url() outside'],
    ['<svg viewBox="0 0 1 1"><foreignObject/></svg>', 'a foreignObject'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"></svg>', 'a DOCTYPE or entity'],
  ])('refuses an SVG that could run or fetch something once opened at its own address: %s', (text, what) => {
    expect(size(checkLogoFile('/logo.svg', svg(text)))).toContain(`an SVG logo may not hold ${what}`);
  });

  it('keeps references inside the file (gradients, symbols)', () => {
    const text =
      '<svg viewBox="0 0 10 2"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>';
    expect(size(checkLogoFile('/logo.svg', svg(text)))).toEqual([10, 2]);
  });
});

describe('§3.3 logo.src in the site file', () => {
  const site = JSON.parse(readFileSync(siteFilePath('circuit-demo'), 'utf8')) as { settings: Record<string, unknown> };
  const withLogo = (src: unknown) => ({ ...site, settings: { ...site.settings, logo: { src } } });

  it.each(['/logo.svg', '/logo.png', '/logo.webp'])('accepts %s', (src) => {
    expect(parseSiteFile(withLogo(src), 'site.json').settings.logo?.src).toBe(src);
  });

  it.each(['https://cdn.example.com/logo.svg', 'logo.svg', '/images/logo.svg', '/logo.gif', ''])(
    'refuses %j, naming the field and what it may be',
    (src) => {
      let error: unknown;
      try {
        parseSiteFile(withLogo(src), 'site.json');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as Error).message).toContain(
        'settings.logo.src: expected one of "/logo.svg", "/logo.png", "/logo.webp": the file of that name in the site\'s folder',
      );
    },
  );

  it('leaves the logo out when the site has none', () => {
    const { logo: _logo, ...settings } = site.settings;
    expect(parseSiteFile({ ...site, settings }, 'site.json').settings.logo).toBeUndefined();
  });
});
