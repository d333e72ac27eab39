import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadSiteFile } from '@/lib/config/load-site.ts';
import type { SiteFile } from '@/lib/config/site-schema.ts';

// §2.7: "Cookie preferences" in every footer of a site that runs a consent manager, and none where
// there is no manager to open (the link would do nothing).

let site: SiteFile;
vi.mock('@/server/site/site.ts', () => ({ getSiteFile: () => site }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
const { SiteFooter } = await import('./site-footer.tsx');

const footer = async () => renderToStaticMarkup(await SiteFooter({ siteName: 'Grand Écran', pages: [], year: 2026 }));

describe('site footer (§2.7)', () => {
  it('offers the cookie preferences where a consent manager runs', async () => {
    site = loadSiteFile('cinema-paris');
    expect(await footer()).toContain('footerLink');
  });

  it('leaves them out where the site runs none', async () => {
    const paris = loadSiteFile('cinema-paris');
    site = {
      ...paris,
      configuration: {
        ...paris.configuration,
        tracking: {
          ...paris.configuration.tracking,
          consentManager: { ...paris.configuration.tracking.consentManager, enabled: false },
        },
      },
    };
    expect(await footer()).not.toContain('footerLink');
  });
});
