import type { AccessibilityFeature, ShowtimeFormat } from '../catalog/types.ts';
import type { ShowtimeVersion, ShowtimeView } from './showtime-view.ts';

// Within a group any checked option matches (3D or IMAX); across groups every group must (3D and dubbed).

export interface ShowtimeFilters {
  versions: readonly ShowtimeVersion[];
  formats: readonly ShowtimeFormat[];
  accessibility: readonly AccessibilityFeature[];
}

export const NO_FILTERS: ShowtimeFilters = { versions: [], formats: [], accessibility: [] };

export type FilterGroup = keyof ShowtimeFilters;

const FORMAT_ORDER: readonly ShowtimeFormat[] = ['2D', '3D', 'IMAX', '4DX'];
const VERSION_ORDER: readonly ShowtimeVersion[] = ['ORIGINAL_SUBTITLED', 'DUBBED'];
const ACCESSIBILITY_ORDER: readonly AccessibilityFeature[] = ['AUDIO_DESCRIPTION', 'SDH_SUBTITLES'];

export function matchesFilters(
  showtime: Pick<ShowtimeView, 'version' | 'format' | 'accessibility'>,
  filters: ShowtimeFilters,
): boolean {
  if (filters.versions.length > 0 && !filters.versions.includes(showtime.version)) return false;
  if (filters.formats.length > 0 && !filters.formats.includes(showtime.format)) return false;
  if (filters.accessibility.length > 0 && !filters.accessibility.some((a) => showtime.accessibility.includes(a)))
    return false;
  return true;
}

/** The options worth offering: values that occur, where choosing can change the result (not a format all have). */
export function filterOptions(
  showtimes: readonly Pick<ShowtimeView, 'version' | 'format' | 'accessibility'>[],
): ShowtimeFilters {
  const versions = new Set(showtimes.map((s) => s.version));
  const formats = new Set(showtimes.map((s) => s.format));
  return {
    versions: versions.size > 1 ? VERSION_ORDER.filter((v) => versions.has(v)) : [],
    formats: formats.size > 1 ? FORMAT_ORDER.filter((f) => formats.has(f)) : [],
    accessibility: ACCESSIBILITY_ORDER.filter(
      (a) => showtimes.some((s) => s.accessibility.includes(a)) && !showtimes.every((s) => s.accessibility.includes(a)),
    ),
  };
}

export function toggleFilter<Group extends FilterGroup>(
  filters: ShowtimeFilters,
  group: Group,
  value: ShowtimeFilters[Group][number],
): ShowtimeFilters {
  const current = filters[group] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [group]: next };
}

export function activeFilterCount(filters: ShowtimeFilters): number {
  return filters.versions.length + filters.formats.length + filters.accessibility.length;
}
