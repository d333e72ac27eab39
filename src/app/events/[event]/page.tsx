import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MovieCard } from '@/components/movies/movie-card.tsx';
import { StaticMovieGrid } from '@/components/movies/static-movie-grid.tsx';
import { moviePlaysAt } from '@/components/movies/movie-plays-at.ts';
import { textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { EVENTS_PATH, eventPath } from '@/lib/catalog/events.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { paramsToPrerender } from '@/lib/routing/deferred-pages.ts';
import { getCatalog, getSiteFile, siteEventsOf, tagPage } from '@/server/site/site.ts';

// §1 an event's page: what it is and its films, each with where it plays on a circuit. Only the
// catalogue's event slugs reach it (src/proxy.ts), so an unknown slug stores nothing.
export const dynamicParams = true;
export const revalidate = 600;

async function loadEvents() {
  const catalog = await getCatalog();
  return { catalog, events: siteEventsOf(catalog) };
}

// §3.1 deferEventPages: rendered on first request instead of at build.
export async function generateStaticParams(): Promise<{ event: string }[]> {
  return paramsToPrerender(getSiteFile().configuration, 'deferEventPages', async () =>
    (await loadEvents()).events.map((event) => ({ event: event.slug })),
  );
}

type Props = { params: Promise<{ event: string }> };

async function loadEvent(slug: string) {
  const { catalog, events } = await loadEvents();
  await tagPage(PROGRAMME_TAG);
  const event = events.find((candidate) => candidate.slug === decodeURIComponent(slug));
  if (!event) notFound();
  return { catalog, event };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { event } = await loadEvent((await params).event);
  return {
    title: event.title,
    description: event.description.slice(0, 300) || undefined,
    alternates: { canonical: eventPath(event) },
  };
}

export default async function EventPage({ params }: Props) {
  const { catalog, event } = await loadEvent((await params).event);
  const t = await getTranslations('events');
  const playsAt = await moviePlaysAt(catalog, event.movies);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl">{event.title}</h1>
        {event.description ? <p className="max-w-prose whitespace-pre-line">{event.description}</p> : null}
      </header>
      <section aria-labelledby="event-films" className="flex flex-col gap-4">
        <h2 id="event-films" className="text-2xl">
          {t('filmsHeading')}
        </h2>
        <StaticMovieGrid>
          {event.movies.map((movie, index) => (
            <MovieCard key={movie.id} movie={movie} priority={index < 2} playsAt={playsAt(movie)} />
          ))}
        </StaticMovieGrid>
      </section>
      <p>
        <StaticLink href={EVENTS_PATH} className={textLinkClass()}>
          {t('allEvents')}
        </StaticLink>
      </p>
    </article>
  );
}
