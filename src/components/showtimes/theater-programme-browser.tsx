'use client';

import { useCallback } from 'react';
import {
  ShowtimeBrowser,
  type RenderDay,
  type ShowtimeBrowserProps,
  type ShowtimeMovieRef,
} from './showtime-browser.tsx';
import { MovieGroups } from './showtime-movie-groups.tsx';

/**
 * A theater page's programme: the showtime browser with each day grouped by film. Its own client
 * module, so that movie pages, which list one film, do not load the grouping.
 */
export function TheaterProgrammeBrowser({
  movies,
  ...browser
}: Omit<ShowtimeBrowserProps, 'renderDay'> & { movies: Readonly<Record<number, ShowtimeMovieRef>> }) {
  const renderDay = useCallback<RenderDay>((day) => <MovieGroups {...day} movies={movies} />, [movies]);
  return <ShowtimeBrowser {...browser} renderDay={renderDay} />;
}
