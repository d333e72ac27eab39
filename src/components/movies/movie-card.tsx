import { getFormatter, getTranslations } from 'next-intl/server';
import { StaticLink } from '@/components/ui/static-link.tsx';
import { moviePath } from '@/lib/catalog/slug.ts';
import type { MovieSummary } from '@/lib/catalog/types.ts';

/** §4.14 on a circuit: where the film plays, and the note shown when the current theater is not among them. */
export interface MoviePlaysAt {
  theaterIds: readonly string[];
  note: string;
}

export async function MovieCard({
  movie,
  priority = false,
  playsAt,
}: {
  movie: MovieSummary;
  priority?: boolean;
  playsAt?: MoviePlaysAt | undefined;
}) {
  const t = await getTranslations('movies');
  const format = await getFormatter();
  return (
    <article className="flex flex-col gap-2" data-plays-at={playsAt ? playsAt.theaterIds.join(' ') : undefined}>
      <StaticLink href={moviePath(movie)} className="group flex flex-col gap-2 no-underline">
        <img
          src={movie.poster.src}
          width={movie.poster.width}
          height={movie.poster.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="aspect-[2/3] h-auto w-full rounded-2 bg-initial-background object-cover"
        />
        <h3 className="text-base font-bold group-hover:underline">{movie.title}</h3>
      </StaticLink>
      <div className="flex flex-wrap gap-2 text-sm">
        {movie.tags.map((tag) => (
          <span key={tag} className="rounded-1 bg-visible-highlight px-2 py-0.5 font-bold text-on-visible-highlight">
            {t(`tag.${tag}`)}
          </span>
        ))}
        {!movie.isScheduled && movie.openingDate ? (
          <span className="text-text-alt">
            {t('opensOn', {
              date: format.dateTime(new Date(`${movie.openingDate}T12:00:00Z`), {
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              }),
            })}
          </span>
        ) : null}
      </div>
      {playsAt ? (
        <p data-plays-elsewhere="" className="text-sm text-text-alt">
          {playsAt.note}
        </p>
      ) : null}
    </article>
  );
}

export { MovieGrid } from './movie-grid.tsx';
