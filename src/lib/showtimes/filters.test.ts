import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterOptions, matchesFilters, NO_FILTERS, toggleFilter } from './filters.ts';
import type { ShowtimeView } from './showtime-view.ts';

type Facets = Pick<ShowtimeView, 'version' | 'format' | 'accessibility'>;
const vo3d: Facets = { version: 'ORIGINAL_SUBTITLED', format: '3D', accessibility: ['AUDIO_DESCRIPTION'] };
const vf2d: Facets = { version: 'DUBBED', format: '2D', accessibility: [] };
const imax: Facets = { version: 'NONE', format: 'IMAX', accessibility: ['SDH_SUBTITLES'] };

describe('showtime filters (§9.3 version keys, format, accessibility)', () => {
  it('no filter matches everything', () => {
    expect([vo3d, vf2d, imax].every((s) => matchesFilters(s, NO_FILTERS))).toBe(true);
  });
  it('any option of a group matches; every group must match', () => {
    const formats = toggleFilter(toggleFilter(NO_FILTERS, 'formats', '3D'), 'formats', 'IMAX');
    expect([vo3d, vf2d, imax].filter((s) => matchesFilters(s, formats))).toEqual([vo3d, imax]);
    const dubbed3d = toggleFilter(formats, 'versions', 'DUBBED');
    expect([vo3d, vf2d, imax].filter((s) => matchesFilters(s, dubbed3d))).toEqual([]);
    const ad = toggleFilter(NO_FILTERS, 'accessibility', 'AUDIO_DESCRIPTION');
    expect([vo3d, vf2d, imax].filter((s) => matchesFilters(s, ad))).toEqual([vo3d]);
  });
  it('toggling twice removes the option; the count follows', () => {
    const once = toggleFilter(NO_FILTERS, 'versions', 'DUBBED');
    expect(activeFilterCount(once)).toBe(1);
    expect(toggleFilter(once, 'versions', 'DUBBED')).toEqual(NO_FILTERS);
  });
  it('offers only the values that occur, and no group where every showtime is the same', () => {
    expect(filterOptions([vo3d, vf2d, imax])).toEqual({
      versions: ['ORIGINAL_SUBTITLED', 'DUBBED'],
      formats: ['2D', '3D', 'IMAX'],
      accessibility: ['AUDIO_DESCRIPTION', 'SDH_SUBTITLES'],
    });
    expect(filterOptions([vf2d, { ...vf2d }])).toEqual(NO_FILTERS);
  });
});
