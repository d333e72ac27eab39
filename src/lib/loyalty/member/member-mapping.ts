import { BRAND_FILM_IDS_FIELD } from '../provider/provider-constants.ts';
import type { ProviderFavoriteFilms } from '../provider/provider-schemas.ts';

// Provider answers (../provider/provider-schemas.ts) turned into the member area's own types
// (member-types.ts): the one place that reads provider field names for the screens.

/** §3.10: externalFilmIds, or brand-prefixed numeric ids converted to strings. */
export function favoriteFilmIdsOf(response: ProviderFavoriteFilms): string[] {
  return response.externalFilmIds ?? response[BRAND_FILM_IDS_FIELD] ?? [];
}
