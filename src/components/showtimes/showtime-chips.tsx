import type { ChipContext, ChipData, ChipTexts } from './chip-data.ts';
import { bookingLinkProps, chipItemProps, dataProps } from './showtime-data-attributes.ts';

/** One day's booking links with their .ics; sold-out and started ones stay as tiles, so nothing moves with time. */
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
    // §2.2 one Tab stop per showtime: its calendar action is an arrow key away (screen readers still list it).
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
      {/* After the visible text (WCAG 2.5.3): what tells this time from another day's, film's or theater's. The
          day's word is marked for the controller to rename by the browser's clock. */}
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
