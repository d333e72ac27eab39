import { PreparedAnchor, type LinkVisit } from '@/components/ui/prepared-anchor.tsx';
import { anchorOfPrepared } from '@/lib/links/static-link.ts';
import { moveRovingFocus } from '@/components/ui/roving-focus.ts';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { isStillOffered, type ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { ShowtimeBrowserLabels } from './showtime-browser.tsx';

/**
 * One day's showtimes as plain booking links, each with its .ics. Sold-out showtimes are shown, not
 * hidden; so are showtimes that started too long ago since the page was rendered (`now`, the
 * browser's clock): they keep their place as tiles that cannot be booked, so that nothing moves
 * under the visitor's eyes when time passes. No hooks: a day of a busy theater holds dozens of
 * chips, whose links the server decided (prepareLink); the visit only picks the embedded variant.
 */
export function ShowtimeChips({
  list,
  labels,
  visit,
  now,
  context,
}: {
  list: readonly ShowtimeView[];
  labels: ShowtimeBrowserLabels;
  visit: LinkVisit;
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
              <span className={labels.classes.closedChip}>
                <span className={started ? 'font-bold' : 'font-bold line-through'}>{showtime.time}</span>
                <span className="text-xs">
                  {[started ? labels.started : labels.soldOut, detail].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          );
        }
        const calendarLabel = labels.addToCalendar.replace('{time}', showtime.time);
        const booking = anchorOfPrepared(showtime.booking, visit);
        const chipClass = labels.classes.chip;
        const chipContent = (
          <>
            <span>{showtime.time}</span>
            {detail ? <span className="text-xs font-normal">{detail}</span> : null}
            {showtime.availability === 'ALMOST_FULL' ? (
              <span className="text-xs font-normal italic">{labels.almostFull}</span>
            ) : null}
            {/* Read after the visible text (which stays the start of the name, WCAG 2.5.3): what
                tells this time from the same time of another day, film or theater. */}
            {context ? <span className="sr-only">{`, ${context}`}</span> : null}
          </>
        );
        return (
          <li key={showtime.id} className="relative flex min-h-16">
            {booking ? (
              <PreparedAnchor anchor={booking} currentSearch={visit.search} className={chipClass}>
                {chipContent}
              </PreparedAnchor>
            ) : (
              // §2.3 no destination: shown, not followable.
              <span role="button" aria-disabled="true" className={chipClass}>
                {chipContent}
              </span>
            )}
            <a
              href={carryUtmParams(`/api/calendar/${showtime.id}.ics`, visit.search)}
              download
              tabIndex={-1}
              aria-label={calendarLabel}
              title={calendarLabel}
              className={labels.classes.calendar}
            >
              <svg aria-hidden="true" width="16" height="16">
                <use href="#icon-calendar" />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
