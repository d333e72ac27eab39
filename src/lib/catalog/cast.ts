import { flattenCatalogList } from '../showtimes/placeholders.ts';

// The first cast names in billing order and how many more, as a catalogue may list fifty.

export const CAST_SHOWN = 6;

export interface CastLine {
  readonly names: readonly string[];
  readonly more: number;
}

/** The names to show and how many are left out; null when the catalogue lists nobody. */
export function castLine(cast: readonly string[], shown = CAST_SHOWN): CastLine | null {
  const names = [...new Set(flattenCatalogList(cast))];
  if (names.length === 0) return null;
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
