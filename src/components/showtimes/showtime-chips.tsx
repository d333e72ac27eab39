'use client';

import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import type { ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels } from './showtime-browser.tsx';

/** One day's showtimes as booking links (sold-out ones shown, not hidden), each with its .ics. */
export function ShowtimeChips({ list, labels }: { list: ShowtimeView[]; labels: ShowtimeBrowserLabels }) {
  if (list.length === 0) return null;
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
      {list.map((showtime) => {
        const tags = [
          showtime.version === 'NONE' ? null : labels.version[showtime.version],
          showtime.format === '2D' ? null : showtime.format,
          ...showtime.accessibility.map((a) => labels.accessibility[a]),
        ].filter(Boolean);
        const detail = tags.join(' · ');
        if (showtime.availability === 'SOLD_OUT') {
          return (
            <li key={showtime.id} className="flex min-h-16">
              <span
                className={buttonClass({
                  variant: 'secondary',
                  layout: 'stacked',
                  className: 'flex-1 border-dashed text-text-alt',
                })}
              >
                <span className="font-bold line-through">{showtime.time}</span>
                <span className="text-xs">{[labels.soldOut, detail].filter(Boolean).join(' · ')}</span>
              </span>
            </li>
          );
        }
        return (
          <li key={showtime.id} className="relative flex min-h-16">
            <Link href={showtime.bookingUrl} className={buttonClass({ layout: 'stacked', className: 'flex-1 pr-9' })}>
              <span>{showtime.time}</span>
              {detail ? <span className="text-xs font-normal">{detail}</span> : null}
              {showtime.availability === 'ALMOST_FULL' ? (
                <span className="text-xs font-normal italic">{labels.almostFull}</span>
              ) : null}
            </Link>
            <Link
              href={`/api/calendar/${showtime.id}.ics`}
              download
              prefetch={false}
              aria-label={labels.addToCalendar.replace('{time}', showtime.time)}
              title={labels.addToCalendar.replace('{time}', showtime.time)}
              className={buttonClass({ size: 'icon', className: 'absolute top-1 right-1' })}
            >
              <svg aria-hidden="true" width="16" height="16">
                <use href="#icon-calendar" />
              </svg>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
