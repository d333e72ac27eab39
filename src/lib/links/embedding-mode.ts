import { EMBEDDING_MODE_TAPOS } from '../config/browser-constants.ts';
import { EMBEDDING_MODE_OFF_VALUE, EMBEDDING_MODE_QUERY_KEY } from './link-constants.ts';

// §2.3 whether a visit is in embedding mode: read on every page (LinkSettingsProvider), so kept
// apart from the booking-link rewriting (embedded-booking.ts), which only the server and the
// browser's Link need.

export type EmbeddingMode = typeof EMBEDDING_MODE_TAPOS;

/**
 * How embedding mode is switched on (§2.3, ours to design): the site configuration turns it on for
 * every visit; otherwise "?embeddingMode=tapos_embedded" turns it on for the rest of the visit (the
 * caller keeps the result in sessionStorage and passes it back as `remembered`), and
 * "?embeddingMode=none" turns a remembered mode off. Unknown values change nothing.
 */
export function resolveEmbeddingMode(input: {
  configured: EmbeddingMode | null | undefined;
  currentSearch: string;
  remembered: string | null;
}): EmbeddingMode | null {
  if (input.configured === EMBEDDING_MODE_TAPOS) return EMBEDDING_MODE_TAPOS;
  const requested = new URLSearchParams(input.currentSearch).get(EMBEDDING_MODE_QUERY_KEY);
  if (requested === EMBEDDING_MODE_TAPOS) return EMBEDDING_MODE_TAPOS;
  if (requested === EMBEDDING_MODE_OFF_VALUE) return null;
  return input.remembered === EMBEDDING_MODE_TAPOS ? EMBEDDING_MODE_TAPOS : null;
}
