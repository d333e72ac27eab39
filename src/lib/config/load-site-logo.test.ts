import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteLogo } from './load-site-logo.ts';
import { loadSiteFile } from './load-site.ts';
import type { SiteFile } from './site-schema.ts';

// §3.3 logo.src at build: the file it names exists in the site's folder and fits, or the build stops naming the field.

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fincher-logo-'));
  mkdirSync(path.join(root, 'content', 'sites', 'demo'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const siteWith = (logo: SiteFile['settings']['logo']) => ({ settings: { logo } }) as SiteFile;
const write = (name: string, text: string) => writeFileSync(path.join(root, 'content', 'sites', 'demo', name), text);

describe('§3.3 the logo file at build', () => {
  it('is nothing for a site without a logo', () => {
    expect(loadSiteLogo('demo', siteWith(undefined), root)).toBeNull();
  });

  it('reads the file logo.src names from the site’s folder, measured', () => {
    write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40"></svg>');
    const loaded = loadSiteLogo('demo', siteWith({ src: '/logo.svg' }), root);
    expect(loaded?.logo).toEqual({ src: '/logo.svg', contentType: 'image/svg+xml', width: 180, height: 40 });
    expect(new TextDecoder().decode(loaded?.bytes)).toContain('viewBox="0 0 180 40"');
  });

  it('stops the build when the file is missing, naming the field and the file', () => {
    expect(() => loadSiteLogo('demo', siteWith({ src: '/logo.png' }), root)).toThrow(
      /content\/sites\/demo\/site\.json:\n {2}- settings\.logo\.src: expected content\/sites\/demo\/logo\.png to exist/,
    );
  });

  it('stops the build when the file is not the image its name says', () => {
    write('logo.png', '<svg viewBox="0 0 1 1"></svg>');
    expect(() => loadSiteLogo('demo', siteWith({ src: '/logo.png' }), root)).toThrow(
      /settings\.logo\.src: expected a logo file that fits \(logo\.png: not a PNG image/,
    );
  });

  it('finds the demo circuit’s own logo, and none on the Paris site (both header paths stay in use)', () => {
    expect(loadSiteLogo('circuit-demo', loadSiteFile('circuit-demo'))?.logo).toMatchObject({ src: '/logo.svg' });
    expect(loadSiteLogo('cinema-paris', loadSiteFile('cinema-paris'))).toBeNull();
  });
});
