// The movie list's instant search, blind to accents, case and punctuation; a title match always
// ranks above a match through directors or cast.

/** What the search reads of a film, prepared once on the server. */
export interface MovieSearchEntry {
  readonly id: number;
  /** Normalised title words, space-separated. */
  readonly title: string;
  /** Normalised names of directors and cast, space-separated. */
  readonly people: string;
}

/** Lower case, accents removed, every run of non-alphanumerics as one space, trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function toSearchEntry(movie: {
  id: number;
  title: string;
  directors: readonly string[];
  cast: readonly string[];
}): MovieSearchEntry {
  return {
    id: movie.id,
    title: normalizeSearchText(movie.title),
    people: normalizeSearchText([...movie.directors, ...movie.cast].join(' ')),
  };
}

function wordsStartWith(text: string, token: string): boolean {
  return text === token || text.startsWith(token) || text.includes(` ${token}`);
}

/**
 * Relevance, 0 for no match: 4 when the title starts with the query, 3 when every query word starts
 * a title word, 1 when the people are needed for that.
 */
export function searchScore(entry: MovieSearchEntry, normalizedQuery: string): number {
  if (normalizedQuery === '') return 0;
  const tokens = normalizedQuery.split(' ');
  if (entry.title.startsWith(normalizedQuery)) return 4;
  if (tokens.every((token) => wordsStartWith(entry.title, token))) return 3;
  const everywhere = `${entry.title} ${entry.people}`;
  if (tokens.every((token) => wordsStartWith(everywhere, token))) return 1;
  return 0;
}

/**
 * The ids of the films matching `query`, best first, equals in the list's own order. An empty query
 * matches nothing: the caller shows the whole list instead.
 */
export function searchMovies(entries: readonly MovieSearchEntry[], query: string): number[] {
  const normalized = normalizeSearchText(query);
  if (normalized === '') return [];
  return entries
    .map((entry, index) => ({ id: entry.id, index, score: searchScore(entry, normalized) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.id);
}
