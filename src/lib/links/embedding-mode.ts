import { EMBEDDING_MODE_TAPOS } from '../config/browser-constants.ts';
import { EMBEDDING_MODE_OFF_VALUE, EMBEDDING_MODE_QUERY_KEY } from './link-constants.ts';

// §2.3: read on every page, so kept apart from the booking-link rewriting (embedded-booking.ts).

export type EmbeddingMode = typeof EMBEDDING_MODE_TAPOS;

/** Ours to design: the configuration turns it on for every visit, else the query for the rest of the visit. */
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
