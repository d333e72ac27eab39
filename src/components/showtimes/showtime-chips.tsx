import { buttonClass } from '@/components/ui/button.tsx';
import { LinkView } from '@/components/ui/link.tsx';
import { moveRovingFocus } from '@/components/ui/roving-focus.ts';
import type { LinkInput, ResolvedLink } from '@/lib/links/resolve-link.ts';
import { isStillOffered, type ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels } from './showtime-browser.tsx';

/** Resolves a link against the page's environment (useLinkResolver), once per list rather than per link. */
export type ResolveLink = (input: LinkInput) => ResolvedLink;

/**
 * One day's showtimes as plain booking links, each with its .ics. Sold-out showtimes are shown, not
 * hidden; so are showtimes that started too long ago since the page was rendered (`now`, the
 * browser's clock): they keep their place as tiles that cannot be booked, so that nothing moves
 * under the visitor's eyes when time passes. No hooks: a day of a busy theater holds dozens of
 * chips, rendered with the browser's one resolver.
 */
export function ShowtimeChips({
  list,
  labels,
  resolve,
  now,
  context,
}: {
  list: readonly ShowtimeView[];
  labels: ShowtimeBrowserLabels;
  resolve: ResolveLink;
  /** The browser's clock when a showtime of this list is past its grace period, else null. */
  now: number | null;
  /** Added to each booking link's accessible name: the day, the film, the theater. */
  context?: string | undefined;
}) {
  if (list.length === 0) return null;
  return (
    // One Tab stop per showtime (§2.2): its calendar action is out of the Tab order and one arrow
    // key away from its booking link (screen readers still list it).
    <ul
      onKeyDown={(event) => {
        const chip = (event.target as Element).closest('li');
        if (chip) moveRovingFocus(event, chip, 'a', { wrap: false, homeEnd: false });
      }}
      className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2"
    >
      {list.map((showtime) => {
        const tags = [
          showtime.version === 'NONE' ? null : labels.version[showtime.version],
          showtime.format === '2D' ? null : showtime.format,
          ...showtime.accessibility.map((a) => labels.accessibility[a]),
        ].filter(Boolean);
        const detail = tags.join(' · ');
        const started = now !== null && !isStillOffered(showtime.startsAtMs, now);
        if (started || showtime.availability === 'SOLD_OUT') {
          return (
            <li key={showtime.id} className="flex min-h-16">
              <span
                className={buttonClass({
                  variant: 'secondary',
                  layout: 'stacked',
                  className: 'flex-1 border-dashed text-text-alt',
                })}
              >
                <span className={started ? 'font-bold' : 'font-bold line-through'}>{showtime.time}</span>
                <span className="text-xs">
                  {[started ? labels.started : labels.soldOut, detail].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          );
        }
        const calendarLabel = labels.addToCalendar.replace('{time}', showtime.time);
        return (
          <li key={showtime.id} className="relative flex min-h-16">
            <LinkView
              resolved={resolve({ href: showtime.bookingUrl })}
              className={buttonClass({ layout: 'stacked', className: 'flex-1 pr-9' })}
            >
              <span>{showtime.time}</span>
              {detail ? <span className="text-xs font-normal">{detail}</span> : null}
              {showtime.availability === 'ALMOST_FULL' ? (
                <span className="text-xs font-normal italic">{labels.almostFull}</span>
              ) : null}
              {/* Read after the visible text (which stays the start of the name, WCAG 2.5.3): what
                  tells this time from the same time of another day, film or theater. */}
              {context ? <span className="sr-only">{`, ${context}`}</span> : null}
            </LinkView>
            <LinkView
              resolved={resolve({ href: `/api/calendar/${showtime.id}.ics` })}
              download
              tabIndex={-1}
              aria-label={calendarLabel}
              title={calendarLabel}
              className={buttonClass({ size: 'icon', className: 'absolute top-1 right-1' })}
            >
              <svg aria-hidden="true" width="16" height="16">
                <use href="#icon-calendar" />
              </svg>
            </LinkView>
          </li>
        );
      })}
    </ul>
  );
}
