import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link.tsx';
import { formatDay, formatShowtimeTime } from '@/lib/catalog/format.ts';
import { groupByLocalDay } from '@/lib/catalog/queries.ts';
import type { Showtime, Theater } from '@/lib/catalog/types.ts';
import { ATTRIBUTE_DUBBED, ATTRIBUTE_ORIGINAL_VERSION } from '@/lib/config/constants.ts';

export interface ShowtimeListProps {
  theater: Theater;
  showtimes: Showtime[];
  locale: string;
}

/** A theater's showtimes of one film, by local day, each a link to its booking page. */
export async function ShowtimeList({ theater, showtimes, locale }: ShowtimeListProps) {
  const t = await getTranslations();
  const days = groupByLocalDay(showtimes);
  if (days.length === 0) return <p>{t('movie.noShowtimes')}</p>;
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${theater.id}-${day.date}`} className="flex flex-col gap-2">
          <h3 id={`day-${theater.id}-${day.date}`} className="text-lg capitalize">
            {formatDay(day.date, locale)}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {day.showtimes.map((showtime) => {
              const time = formatShowtimeTime(showtime.startsAt, locale, theater.timeZone);
              const labels = [
                showtime.attributes.includes(ATTRIBUTE_ORIGINAL_VERSION) ? t('showtime.originalVersion') : null,
                showtime.attributes.includes(ATTRIBUTE_DUBBED) ? t('showtime.dubbed') : null,
                showtime.format !== '2D' ? showtime.format : null,
                showtime.accessibility.includes('AUDIO_DESCRIPTION') ? t('showtime.audioDescription') : null,
                showtime.accessibility.includes('SDH_SUBTITLES') ? t('showtime.sdhSubtitles') : null,
              ].filter((label): label is string => label !== null);
              const soldOut = showtime.availability === 'SOLD_OUT';
              return (
                <li key={showtime.id}>
                  {soldOut ? (
                    <span className="flex min-w-24 flex-col rounded-button border border-border px-3 py-2 text-text-alt line-through decoration-1">
                      <span className="font-bold">{time}</span>
                      <span className="text-sm no-underline">{[t('movie.soldOut'), ...labels].join(' · ')}</span>
                    </span>
                  ) : (
                    <Link
                      href={showtime.bookingUrl}
                      className="flex min-w-24 flex-col rounded-button bg-visible-primary px-3 py-2 text-on-visible-primary no-underline"
                    >
                      <span className="font-bold">{time}</span>
                      {labels.length > 0 ? <span className="text-sm">{` ${labels.join(' · ')}`}</span> : null}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
