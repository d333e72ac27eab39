import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { EVENTS_PATH, eventPath } from '@/lib/catalog/events.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { frenchAtPlace } from '@/lib/content/french-place.ts';
import { getCatalog, getSiteFile, siteEventsOf, tagPage } from '@/server/site/site.ts';

// §1 the events list: each event with its description and the films it shows.
export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('events');
  const name = getSiteFile().settings.name;
  return {
    title: t('title'),
    description: t('description', { name, atName: frenchAtPlace(name) }),
    alternates: { canonical: EVENTS_PATH },
  };
}

export default async function EventsPage() {
  const site = getSiteFile();
  const catalog = await getCatalog();
  await tagPage(PROGRAMME_TAG);
  const t = await getTranslations('events');
  const events = siteEventsOf(catalog, site);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl">{t('title')}</h1>
      {events.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-content flex flex-col gap-2 border border-border p-4">
              <h2 className="text-xl">
                <StaticLink href={eventPath(event)} className="underline-offset-4 hover:underline">
                  {event.title}
                </StaticLink>
              </h2>
              {event.description ? <p className="whitespace-pre-line">{event.description}</p> : null}
              <h3 className="text-sm font-bold">{t('films', { count: event.movies.length })}</h3>
              <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-text-alt">
                {event.movies.map((movie) => (
                  <li key={movie.id}>{movie.title}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
