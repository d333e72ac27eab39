import type { ChipContext, ChipData, ChipTexts } from './chip-data.ts';
import { bookingLinkProps, chipItemProps, dataProps } from './showtime-data-attributes.ts';

/**
 * One day's showtimes as plain booking links, each with its .ics, drawn on the server (the
 * controller draws the other days with showtime-dom.ts, to the same markup). Sold-out showtimes
 * are shown, not hidden; so are showtimes that started too long ago (the controller checks with the
 * browser's clock): they keep their place as tiles that cannot be booked, so that nothing moves
 * under the visitor's eyes when time passes. Each item carries what the controller filters by.
 */
export function ShowtimeChips({
  chips,
  texts,
  context,
}: {
  chips: readonly ChipData[];
  texts: ChipTexts;
  /** Added to each booking link's accessible name: the day, the film, the theater. */
  context: ChipContext;
}) {
  if (chips.length === 0) return null;
  return (
    // One Tab stop per showtime (§2.2): its calendar action is out of the Tab order and one arrow
    // key away from its booking link (screen readers still list it).
    <ul
      {...dataProps({ chips: '' })}
      className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2 hyphens-auto"
    >
      {chips.map((chip) => (
        <Chip key={chip.id} chip={chip} texts={texts} context={context} />
      ))}
    </ul>
  );
}

function Chip({ chip, texts, context }: { chip: ChipData; texts: ChipTexts; context: ChipContext }) {
  const item = chipItemProps(chip);
  if (chip.availability === 'SOLD_OUT') {
    return (
      <li {...item} className="flex min-h-16">
        <span className={texts.classes.closedChip}>
          <span className="font-bold line-through">{chip.time}</span>
          <span className="text-xs">{[texts.soldOut, chip.detail].filter(Boolean).join(' · ')}</span>
        </span>
      </li>
    );
  }
  const calendarLabel = texts.addToCalendar.replace('{time}', chip.time);
  const content = (
    <>
      <span>{chip.time}</span>
      {chip.detail ? <span className="text-xs font-normal">{chip.detail}</span> : null}
      {chip.availability === 'ALMOST_FULL' ? (
        <span className="text-xs font-normal italic">{texts.almostFull}</span>
      ) : null}
      {/* Read after the visible text (which stays the start of the name, WCAG 2.5.3): what tells
          this time from the same time of another day, film or theater. The day's word is marked:
          the controller renames it by the browser's clock. */}
      <span className="sr-only">
        {', '}
        {context.lead ? `${context.lead}, ` : null}
        <span {...dataProps({ dayWord: '' })}>{context.day}</span>
        {context.tail ? `, ${context.tail}` : null}
      </span>
      {chip.link?.outbound ? (
        <span className="sr-only" {...dataProps({ newWindow: '' })}>
          {` ${texts.newWindow}`}
        </span>
      ) : null}
    </>
  );
  const link = chip.link;
  return (
    <li {...item} className="relative flex min-h-16">
      {link ? (
        // §2.3 as StaticLink draws it; StaticLinkBehaviours gives it the client router or its event.
        <a
          href={link.href}
          className={texts.classes.chip}
          {...bookingLinkProps(link)}
          {...(link.outbound ? { target: '_blank', rel: link.rel, title: texts.newWindow } : {})}
        >
          {content}
        </a>
      ) : (
        // §2.3 no destination: shown, not followable.
        <span role="button" aria-disabled="true" className={texts.classes.chip}>
          {content}
        </span>
      )}
      {/* A link: StaticLinkBehaviours carries the visit's utm parameters onto it (§9.7). */}
      <a
        href={`/api/calendar/${chip.id}.ics`}
        download=""
        {...dataProps({ link: 'page' })}
        tabIndex={-1}
        aria-label={calendarLabel}
        title={calendarLabel}
        className={texts.classes.calendar}
      >
        <svg aria-hidden="true" width="16" height="16">
          <use href="#icon-calendar" />
        </svg>
      </a>
    </li>
  );
}
