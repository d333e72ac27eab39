import type { LinkVisit } from '@/components/ui/prepared-anchor.tsx';
import { carryUtmParams } from '@/lib/links/utm.ts';
import type { ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels, ShowtimeMovieRef } from './showtime-browser.tsx';
import { ShowtimeChips } from './showtime-chips.tsx';

/** A theater page's day: the showtimes grouped by film, under each film's title. */
export function MovieGroups({
  list,
  movies,
  labels,
  visit,
  now,
  context,
}: {
  list: readonly (ShowtimeView & { movieId?: number })[];
  movies: Readonly<Record<number, ShowtimeMovieRef>>;
  labels: ShowtimeBrowserLabels;
  visit: LinkVisit;
  now: number | null;
  context: string;
}) {
  const byMovie = new Map<number, ShowtimeView[]>();
  for (const showtime of list) {
    if (showtime.movieId === undefined) continue;
    const group = byMovie.get(showtime.movieId);
    if (group) group.push(showtime);
    else byMovie.set(showtime.movieId, [showtime]);
  }
  if (byMovie.size === 0) return null;
  return (
    <ul className="flex flex-col gap-5">
      {[...byMovie.entries()].map(([movieId, showtimes]) => {
        const movie = movies[movieId];
        return (
          <li key={movieId} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">
              {movie ? (
                // A page of the site: the client router takes it (StaticLinkBehaviours).
                <a href={carryUtmParams(movie.path, visit.search)} data-link="route">
                  {movie.title}
                </a>
              ) : null}
            </h3>
            <ShowtimeChips
              list={showtimes}
              labels={labels}
              visit={visit}
              now={now}
              context={movie ? `${movie.title}, ${context}` : context}
            />
          </li>
        );
      })}
    </ul>
  );
}
