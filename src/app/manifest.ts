import type { MetadataRoute } from 'next';
import { webAppManifestOf } from '@/lib/offline/web-app-manifest.ts';
import { getSiteFile } from '@/server/site/site.ts';

// GET /manifest.webmanifest, linked from every page's <head> by Next: the site as an installable app.
export default function manifest(): MetadataRoute.Manifest {
  const { icons, ...rest } = webAppManifestOf(getSiteFile());
  return { ...rest, icons: icons.map((icon) => ({ ...icon })) };
}
