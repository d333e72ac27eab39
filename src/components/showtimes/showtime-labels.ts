import { getTranslations } from 'next-intl/server';
import type { ShowtimeBrowserLabels } from './showtime-browser.tsx';

/** The ShowtimeBrowser's labels in the page's language; count and calendar stay templates. */
export async function showtimeBrowserLabels(): Promise<ShowtimeBrowserLabels> {
  const t = await getTranslations('showtimes');
  return {
    days: t('days'),
    filters: t('filters'),
    versionGroup: t('versionGroup'),
    formatGroup: t('formatGroup'),
    accessibilityGroup: t('accessibilityGroup'),
    version: { ORIGINAL_SUBTITLED: t('originalSubtitled'), DUBBED: t('dubbed') },
    accessibility: { AUDIO_DESCRIPTION: t('audioDescription'), SDH_SUBTITLES: t('sdhSubtitles') },
    soldOut: t('soldOut'),
    almostFull: t('almostFull'),
    started: t('started'),
    resultCount: { one: t.raw('countOne') as string, other: t.raw('countOther') as string },
    noMatch: t('noMatch'),
    noShowtimes: t('noShowtimes'),
    clearFilters: t('clearFilters'),
    addToCalendar: t.raw('addToCalendar') as string,
  };
}
