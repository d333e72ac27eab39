import type { MetadataRoute } from 'next';
import { PREVIEW_PATH_PREFIX } from '@/lib/config/constants.ts';
import { getSiteFile } from '@/server/site/site.ts';

export default function robots(): MetadataRoute.Robots {
  const { settings } = getSiteFile();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', `${PREVIEW_PATH_PREFIX}/`, '/booking/', `/${settings.loginPage.slug}/`],
    },
    sitemap: `https://${settings.domain}/sitemap.xml`,
  };
}
