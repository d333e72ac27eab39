// Movie paths, read by pages and by browser code alike. Making a slug from a name (name-slug.ts)
// is the catalogue's work on the server: the slug library stays out of the browser's chunks.

/** The canonical movie path segment: {movieId}-{slug} (§2.1). */
export function movieSegment(movie: { id: number; slug: string }): string {
  return `${movie.id}-${movie.slug}`;
}

/** The canonical movie path, with the trailing slash of §2.1. */
export function moviePath(movie: { id: number; slug: string }): string {
  return `/movies/${movieSegment(movie)}/`;
}

/** Splits a /movies/{segment}/ segment into its numeric id and the slug that followed it. */
export function parseMovieSegment(segment: string): { id: number; slug: string } | null {
  const match = /^(\d{1,12})(?:-(.*))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? '' };
}
