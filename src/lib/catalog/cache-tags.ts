import { z } from 'zod';
import type { Catalog } from './types.ts';

// Cache tags of catalogue pages, so that POST /api/revalidate renews exactly the pages a programme
// change affects and §2.1 pages stay static:
//   catalog       every page drawn from the catalogue (the layout's theater list included)
//   programme     the lists: home, /movies/, /theaters/, the sitemap
//   movie:{id}    one movie page (§3.2)
//   theater:{id}  one theater page (§3.5)

export const CATALOG_TAG = 'catalog';
export const PROGRAMME_TAG = 'programme';
export const movieTag = (id: number): string => `movie:${id}`;
export const theaterTag = (id: string): string => `theater:${id}`;

/** What changed, as the feed's owner tells it: some movies, some theaters, or the whole programme. */
export const programmeChangeSchema = z
  .object({
    movieIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(500).optional(),
    theaterIds: z
      .array(
        z
          .string()
          .min(1)
          .max(120)
          .regex(/^[\w.-]+$/),
      )
      .max(500)
      .optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((change) => change.all || (change.movieIds?.length ?? 0) + (change.theaterIds?.length ?? 0) > 0, {
    message: 'name movieIds, theaterIds, or all: true',
  });

export type ProgrammeChange = z.infer<typeof programmeChangeSchema>;

/**
 * The tags to renew for a change. A movie's theaters are taken before and after it, so that a
 * dropped showtime goes too; any change can move a film in the lists.
 */
export function affectedTags(
  change: ProgrammeChange,
  before: Pick<Catalog, 'showtimes'>,
  after: Pick<Catalog, 'showtimes'>,
): string[] {
  if (change.all) return [CATALOG_TAG];
  const tags = new Set<string>([PROGRAMME_TAG]);
  const movies = new Set(change.movieIds ?? []);
  for (const id of movies) tags.add(movieTag(id));
  for (const id of change.theaterIds ?? []) tags.add(theaterTag(id));
  for (const showtime of [...before.showtimes, ...after.showtimes])
    if (movies.has(showtime.movieId)) tags.add(theaterTag(showtime.theaterId));
  return [...tags];
}
