import { getFormatter, getTranslations } from 'next-intl/server';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { moviePath } from '@/lib/catalog/slug.ts';
import type { MovieSummary } from '@/lib/catalog/types.ts';

/**
 * Today's showtimes still to come, as one line per theater ("Today: 7:45 PM · 10:15 PM"); on a
 * circuit each line is shown only while its theater is the current one (§4.14, CSS keyed on
 * <html data-theater>), on a single venue always (theaterId null).
 */
export interface MovieToday {
  theaterId: string | null;
  label: string;
}

/** §4.14 on a circuit: where the film plays, and the note shown when the current theater is not among them. */
export interface MoviePlaysAt {
  theaterIds: readonly string[];
  note: string;
}

export async function MovieCard({
  movie,
  priority = false,
  playsAt,
  today,
}: {
  movie: MovieSummary;
  priority?: boolean;
  playsAt?: MoviePlaysAt | undefined;
  today?: readonly MovieToday[] | undefined;
}) {
  const t = await getTranslations('movies');
  const format = await getFormatter();
  return (
    <article className="flex flex-col gap-2" {...(playsAt ? { 'data-plays-at': playsAt.theaterIds.join(' ') } : {})}>
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
      {today && today.length > 0 ? (
        <p data-today-times="" className="text-sm">
          {today.map((line) =>
            line.theaterId === null ? (
              <span key="venue">{line.label}</span>
            ) : (
              <span key={line.theaterId} data-theater-label={line.theaterId}>
                {line.label}
              </span>
            ),
          )}
        </p>
      ) : null}
      {playsAt ? (
        <p data-plays-elsewhere="" className="text-sm text-text-alt">
          {playsAt.note}
        </p>
      ) : null}
    </article>
  );
}
