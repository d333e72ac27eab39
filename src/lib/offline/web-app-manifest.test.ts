import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../config/load-site.ts';
import { maskableIconSvg, shortNameOf, webAppManifestOf } from './web-app-manifest.ts';

// The web app manifest from the site configuration (§3.1 venue name, §3.2 colour roles, §3.3 name).

describe('webAppManifestOf', () => {
  it('names the venue, starts and stays on the site, and takes the header and page colours', () => {
    const site = loadSiteFile('circuit-demo');
    const manifest = webAppManifestOf(site);
    expect(manifest).toMatchObject({ id: '/', name: site.configuration.name, start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable']);
  });

  it('gives a home screen the shorter name when it fits', () => {
    const names = (title: string, venue: string) =>
      ({ settings: { name: title }, configuration: { name: venue } }) as never;
    expect(shortNameOf(names('Starlight', 'Starlight Cinemas'))).toBe('Starlight');
    expect(shortNameOf(names('A very long cinema name', 'Another long venue name'))).toBe('A very long cinema name');
  });

  it('draws a maskable icon whose letter is escaped', () => {
    expect(maskableIconSvg('<b>', '#102030')).toContain('&lt;');
  });
});
