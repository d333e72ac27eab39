export const MOVIE_GRID_CLASS = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5';

/** The poster grid of movie lists: two columns on a phone, up to five on a wide screen. */
export function MovieGrid({ children }: { children: React.ReactNode }) {
  return <div className={MOVIE_GRID_CLASS}>{children}</div>;
}
