import type { ShowtimeBrowserLabels } from './showtime-browser.tsx';
import { SHOWTIME_CLASSES } from './showtime-labels.ts';

/** The showtime browser's texts in English, for the tests; `overrides` replace any of them. */
export function testShowtimeLabels(overrides: Partial<ShowtimeBrowserLabels> = {}): ShowtimeBrowserLabels {
  return {
    days: 'Days',
    relativeDays: { today: 'Today', tomorrow: 'Tomorrow' },
    filters: 'Filters',
    versionGroup: 'Version',
    formatGroup: 'Format',
    accessibilityGroup: 'Accessibility',
    version: { ORIGINAL_SUBTITLED: 'Subtitled', DUBBED: 'Dubbed' },
    accessibility: { AUDIO_DESCRIPTION: 'Audio description', SDH_SUBTITLES: 'SDH' },
    soldOut: 'Sold out',
    almostFull: 'Almost full',
    started: 'Started',
    resultCount: { one: '{count} showtime', other: '{count} showtimes' },
    noMatch: 'No showtime matches',
    noShowtimes: 'No showtimes',
    clearFilters: 'Clear filters',
    addToCalendar: 'Add {time} to your calendar',
    newWindow: '(new window)',
    classes: SHOWTIME_CLASSES,
    ...overrides,
  };
}
