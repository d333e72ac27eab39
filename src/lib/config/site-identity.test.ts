import { describe, expect, it } from 'vitest';
import { loadSiteFile } from './load-site.ts';
import { siteNameMetadata, siteNamesOf } from './site-identity.ts';

describe('§3.1 name and §3.3 name: where each goes', () => {
  it('titles carry the site name (§3.3); og:site_name and application-name the venue name (§3.1)', () => {
    const site = structuredClone(loadSiteFile('cinema-paris'));
    site.settings.name = 'Le Grand Écran';
    site.configuration.name = 'Le Grand Écran Paris';
    expect(siteNamesOf(site)).toEqual({ title: 'Le Grand Écran', venue: 'Le Grand Écran Paris' });
    expect(siteNameMetadata(site)).toEqual({
      title: { default: 'Le Grand Écran', template: '%s · Le Grand Écran' },
      applicationName: 'Le Grand Écran Paris',
      openGraph: { siteName: 'Le Grand Écran Paris' },
    });
  });
});
