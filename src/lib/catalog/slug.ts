import slugify from 'slugify';

/** §2.1, §9.4: names are slugified lowercase and strict. A name with nothing sluggable gives the fallback. */
export function toSlug(name: string, fallback = 'film'): string {
  const slug = slugify(name, { lower: true, strict: true, trim: true });
  return slug.length > 0 ? slug : fallback;
}

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
