'use client';

import { Link } from '@/components/ui/link.tsx';
import type { ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels, ShowtimeMovieRef } from './showtime-browser.tsx';
import { ShowtimeChips } from './showtime-chips.tsx';

/** A theater page's day: the showtimes grouped by film, under each film's title. */
export function MovieGroups({
  list,
  movies,
  labels,
}: {
  list: (ShowtimeView & { movieId?: number })[];
  movies: Record<number, ShowtimeMovieRef>;
  labels: ShowtimeBrowserLabels;
}) {
  const byMovie = new Map<number, ShowtimeView[]>();
  for (const showtime of list) {
    if (showtime.movieId === undefined) continue;
    byMovie.set(showtime.movieId, [...(byMovie.get(showtime.movieId) ?? []), showtime]);
  }
  if (byMovie.size === 0) return null;
  return (
    <ul className="flex flex-col gap-5">
      {[...byMovie.entries()].map(([movieId, showtimes]) => {
        const movie = movies[movieId];
        return (
          <li key={movieId} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">{movie ? <Link href={movie.path}>{movie.title}</Link> : null}</h3>
            <ShowtimeChips list={showtimes} labels={labels} />
          </li>
        );
      })}
    </ul>
  );
}
