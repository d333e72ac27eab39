import { groupByMovie, type ChipContext, type ChipData, type ChipMovie, type ChipTexts } from './chip-data.ts';
import { bookingLinkProps, chipItemProps, dataProps } from './showtime-data-attributes.ts';

// The days the server left out, drawn by the controller: ShowtimeChips' and MovieGroups' markup from the same
// ChipData (showtime-dom.test.tsx holds them to the same HTML).

type Attributes = Record<string, string | undefined>;

function element(tag: string, attributes: Attributes, ...children: (Node | string | null)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

function calendarIcon(): Element {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', '#icon-calendar');
  svg.append(use);
  return svg;
}

function chipItem(chip: ChipData, texts: ChipTexts, context: ChipContext): HTMLElement {
  const item = chipItemProps(chip);
  if (chip.availability === 'SOLD_OUT') {
    return element(
      'li',
      { ...item, class: 'flex min-h-16' },
      element(
        'span',
        { class: texts.classes.closedChip },
        element('span', { class: 'font-bold line-through' }, chip.time),
        element('span', { class: 'text-xs' }, [texts.soldOut, chip.detail].filter(Boolean).join(' · ')),
      ),
    );
  }
  const link = chip.link;
  const content = [
    element('span', {}, chip.time),
    chip.detail ? element('span', { class: 'text-xs font-normal' }, chip.detail) : null,
    chip.availability === 'ALMOST_FULL'
      ? element('span', { class: 'text-xs font-normal italic' }, texts.almostFull)
      : null,
    element(
      'span',
      { class: 'sr-only' },
      ', ',
      context.lead ? `${context.lead}, ` : null,
      element('span', dataProps({ dayWord: '' }), context.day),
      context.tail ? `, ${context.tail}` : null,
    ),
    link?.outbound
      ? element('span', { class: 'sr-only', ...dataProps({ newWindow: '' }) }, ` ${texts.newWindow}`)
      : null,
  ];
  const booking = link
    ? element(
        'a',
        {
          href: link.href,
          class: texts.classes.chip,
          ...bookingLinkProps(link),
          ...(link.outbound ? { target: '_blank', rel: link.rel, title: texts.newWindow } : {}),
        },
        ...content,
      )
    : element('span', { role: 'button', 'aria-disabled': 'true', class: texts.classes.chip }, ...content);
  const calendarLabel = texts.addToCalendar.replace('{time}', chip.time);
  const calendar = element(
    'a',
    {
      href: `/api/calendar/${chip.id}.ics`,
      download: '',
      ...dataProps({ link: 'page' }),
      tabindex: '-1',
      'aria-label': calendarLabel,
      title: calendarLabel,
      class: texts.classes.calendar,
    },
    calendarIcon(),
  );
  return element('li', { ...item, class: 'relative flex min-h-16' }, booking, calendar);
}

/** ShowtimeChips in the browser; null for no showtimes, as the component draws nothing. */
export function chipList(chips: readonly ChipData[], texts: ChipTexts, context: ChipContext): HTMLElement | null {
  if (chips.length === 0) return null;
  return element(
    'ul',
    { ...dataProps({ chips: '' }), class: 'grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2 hyphens-auto' },
    ...chips.map((chip) => chipItem(chip, texts, context)),
  );
}

/** MovieGroups in the browser. */
export function movieGroups(
  chips: readonly ChipData[],
  movies: Readonly<Record<number, ChipMovie>>,
  texts: ChipTexts,
  context: ChipContext,
): HTMLElement | null {
  const byMovie = groupByMovie(chips);
  if (byMovie.size === 0) return null;
  return element(
    'ul',
    { class: 'flex flex-col gap-5' },
    ...[...byMovie.entries()].map(([movieId, showtimes]) => {
      const movie = movies[movieId];
      return element(
        'li',
        { ...dataProps({ film: '' }), class: 'flex flex-col gap-2' },
        element(
          'h3',
          { class: 'text-lg font-bold' },
          movie ? element('a', { href: movie.path, ...dataProps({ link: 'route' }) }, movie.title) : null,
        ),
        chipList(showtimes, texts, movie ? { ...context, lead: movie.title } : context),
      );
    }),
  );
}
