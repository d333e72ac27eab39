import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button.tsx';
import type { ShowtimeBrowserLabels, ShowtimeClasses } from './showtime-browser.tsx';

/** The kit's buttons of the showtime browser, drawn here once per page. */
export const SHOWTIME_CLASSES: ShowtimeClasses = {
  day: buttonClass({ variant: 'chip', className: 'shrink-0 text-sm whitespace-nowrap' }),
  filter: buttonClass({ variant: 'chip', size: 'sm', className: 'cursor-pointer' }),
  clearFilters: buttonClass({ variant: 'link', size: 'sm', className: 'self-end' }),
  chip: buttonClass({ layout: 'stacked', className: 'flex-1 pe-9' }),
  closedChip: buttonClass({ variant: 'secondary', layout: 'stacked', className: 'flex-1 border-dashed text-text-alt' }),
  calendar: buttonClass({ size: 'icon', className: 'absolute top-1 inset-e-1' }),
};

/** The ShowtimeBrowser's labels in the page's language; count and calendar stay templates. */
export async function showtimeBrowserLabels(): Promise<ShowtimeBrowserLabels> {
  const [t, links] = await Promise.all([getTranslations('showtimes'), getTranslations('links')]);
  return {
    days: t('days'),
    relativeDays: { today: t('today'), tomorrow: t('tomorrow') },
    filters: t('filters'),
    versionGroup: t('versionGroup'),
    formatGroup: t('formatGroup'),
    accessibilityGroup: t('accessibilityGroup'),
    version: { ORIGINAL_SUBTITLED: t('originalSubtitled'), DUBBED: t('dubbed') },
    accessibility: { AUDIO_DESCRIPTION: t('audioDescription'), SDH_SUBTITLES: t('sdhSubtitles') },
    soldOut: t('soldOut'),
    almostFull: t('almostFull'),
    started: t('started'),
    resultCount: { one: t('countOne', { count: '{count}' }), other: t('countOther', { count: '{count}' }) },
    noMatch: t('noMatch'),
    noShowtimes: t('noShowtimes'),
    clearFilters: t('clearFilters'),
    addToCalendar: t('addToCalendar', { time: '{time}' }),
    newWindow: links('opensInNewWindow'),
    classes: SHOWTIME_CLASSES,
  };
}
