import { LinkView } from '@/components/ui/link.tsx';
import type { ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels, ShowtimeMovieRef } from './showtime-browser.tsx';
import { ShowtimeChips, type ResolveLink } from './showtime-chips.tsx';

/** A theater page's day: the showtimes grouped by film, under each film's title. */
export function MovieGroups({
  list,
  movies,
  labels,
  resolve,
  now,
  context,
}: {
  list: readonly (ShowtimeView & { movieId?: number })[];
  movies: Readonly<Record<number, ShowtimeMovieRef>>;
  labels: ShowtimeBrowserLabels;
  resolve: ResolveLink;
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
              {movie ? <LinkView resolved={resolve({ href: movie.path })}>{movie.title}</LinkView> : null}
            </h3>
            <ShowtimeChips
              list={showtimes}
              labels={labels}
              resolve={resolve}
              now={now}
              context={movie ? `${movie.title}, ${context}` : context}
            />
          </li>
        );
      })}
    </ul>
  );
}
