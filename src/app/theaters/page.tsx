import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { jsonLdGraph, theaterJsonLd } from '@/lib/structured-data/schema-org.ts';
import { formatAddressLines } from '@/lib/theaters/map-link.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { getCatalog, getSiteFile, siteTheaters, tagPage } from '@/server/site/site.ts';

export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('theaters');
  return {
    title: t('title'),
    description: t('description', { name: getSiteFile().settings.name }),
    alternates: { canonical: '/theaters/' },
  };
}

export default async function TheatersPage() {
  const site = getSiteFile();
  const theaters = siteTheaters(await getCatalog(), site);
  await tagPage(PROGRAMME_TAG);
  const t = await getTranslations('theaters');
  const jsonLdSite = { origin: `https://${site.settings.domain}`, language: site.configuration.locale.slice(0, 2) };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {theaters.map((theater) => (
          <li key={theater.id} className="rounded-content flex flex-col gap-1 border border-border p-4">
            <h2 className="text-xl">
              <StaticLink href={`/theaters/${theater.slug}/`} className="underline-offset-4 hover:underline">
                {theater.name}
              </StaticLink>
            </h2>
            <address className="text-text-alt not-italic">
              {formatAddressLines(theater.address).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="text-sm">{t('screens', { count: theater.screens })}</p>
          </li>
        ))}
      </ul>
      {/* After the content, as on the theater and movie pages. */}
      <JsonLd data={jsonLdGraph(theaters.map((theater) => theaterJsonLd(jsonLdSite, theater)))} />
    </div>
  );
}
