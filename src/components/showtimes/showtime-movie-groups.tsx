import { groupByMovie, type ChipContext, type ChipData, type ChipMovie, type ChipTexts } from './chip-data.ts';
import { ShowtimeChips } from './showtime-chips.tsx';
import { dataProps } from './showtime-data-attributes.ts';

/** A theater page's day: the showtimes grouped by film, under each film's title. */
export function MovieGroups({
  chips,
  movies,
  texts,
  context,
}: {
  chips: readonly ChipData[];
  movies: Readonly<Record<number, ChipMovie>>;
  texts: ChipTexts;
  context: ChipContext;
}) {
  const byMovie = groupByMovie(chips);
  if (byMovie.size === 0) return null;
  return (
    <ul className="flex flex-col gap-5">
      {[...byMovie.entries()].map(([movieId, showtimes]) => {
        const movie = movies[movieId];
        return (
          // A film: the controller hides a film whose showtimes the filters all leave out.
          <li key={movieId} {...dataProps({ film: '' })} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">
              {movie ? (
                // StaticLinkBehaviours gives it the client router and carries the visit's utm parameters.
                <a href={movie.path} {...dataProps({ link: 'route' })}>
                  {movie.title}
                </a>
              ) : null}
            </h3>
            <ShowtimeChips
              chips={showtimes}
              texts={texts}
              context={movie ? { ...context, lead: movie.title } : context}
            />
          </li>
        );
      })}
    </ul>
  );
}
