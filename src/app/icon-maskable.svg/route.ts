import { maskableIconSvg } from '@/lib/offline/web-app-manifest.ts';
import { colorVariables } from '@/lib/theme/variables.ts';
import { getSiteFile } from '@/server/site/site.ts';

// GET /icon-maskable.svg: the installed site's icon for platforms that crop it to their own shape
// (the web app manifest's "maskable" icon), drawn at build like /icon.svg.
export const dynamic = 'force-static';

export function GET(): Response {
  const { configuration, settings } = getSiteFile();
  const primary = colorVariables(configuration.theme)['--color-primary'] ?? '#000000';
  return new Response(maskableIconSvg(settings.name, primary), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
