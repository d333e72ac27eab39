import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import type { FilterGroup } from '@/lib/showtimes/filters.ts';
import type { ShowtimeVersion } from '@/lib/showtimes/showtime-view.ts';
import type { ChipData, ChipLink } from './chip-data.ts';
import { DAY_TAB_DATE } from './showtime-day-attribute.ts';

// The data attributes a showtime browser's markup carries for its controller, named once with what each holds, so
// the server's components and showtime-dom.ts (writers) and the controller (reader) cannot disagree.

/** Each attribute of the contract, by what it says, and its name in the markup. */
export const SHOWTIME_DATA = {
  /** The browser's root (tools wait for `controlled` on it). */
  browser: 'data-showtimes',
  controlled: 'data-controlled',
  /** A day's tab: its date, and its name when it is neither today nor tomorrow. */
  date: DAY_TAB_DATE,
  label: 'data-label',
  /** The status line that says how many showtimes the filters keep. */
  count: 'data-count',
  clearFilters: 'data-clear-filters',
  filterGroup: 'data-filter-group',
  /** A day's list of showtimes. */
  chips: 'data-chips',
  /** A theater page's film, hidden when the filters leave out all its showtimes. */
  film: 'data-film',
  /** A showtime's list item: what the controller filters and re-checks it by (chipItemProps). */
  start: 'data-start',
  time: 'data-time',
  detail: 'data-detail',
  version: 'data-version',
  format: 'data-format',
  accessibility: 'data-accessibility',
  closed: 'data-closed',
  /** The day's name in a booking link's accessible name, renamed by the browser's clock. */
  dayWord: 'data-day-word',
  /** "(Opens in a new window)" in an outbound link's name, hidden in embedding mode. */
  newWindow: 'data-new-window',
  /** §2.3 StaticLink's attributes, read by StaticLinkBehaviours: the client router or a page load. */
  link: 'data-link',
  /** The §2.3 click event, as JSON. */
  linkEvent: 'data-link-event',
  /** The address as written, before the visit's utm parameters were carried onto it. */
  linkHref: 'data-link-href',
  /** §2.3 the booking route a visit in embedding mode takes instead. */
  embeddedHref: 'data-embedded-href',
} as const;

export type ShowtimeDataKey = keyof typeof SHOWTIME_DATA;

/** A marker: present (with an empty value) or absent. */
type Marker = '';

export interface ShowtimeDataValues {
  browser: Marker;
  controlled: Marker;
  /** YYYY-MM-DD */
  date: string;
  label: string;
  count: Marker;
  clearFilters: Marker;
  filterGroup: FilterGroup;
  chips: Marker;
  film: Marker;
  /** The start, in milliseconds since the epoch. */
  start: number;
  time: string;
  /** "Subtitled · 3D · Audio description"; absent when empty. */
  detail: string;
  version: ShowtimeVersion;
  format: ShowtimeFormat;
  /** The accessibility features, space-separated; absent when none. */
  accessibility: string;
  closed: 'started';
  dayWord: Marker;
  newWindow: Marker;
  link: 'route' | 'page';
  linkEvent: string;
  linkHref: string;
  embeddedHref: string;
}

/** The attributes as props (or attributes of showtime-dom's elements), by their markup names. */
export type ShowtimeDataProps<K extends ShowtimeDataKey> = {
  [P in K as (typeof SHOWTIME_DATA)[P]]?: string;
};

function encode<K extends ShowtimeDataKey>(value: ShowtimeDataValues[K]): string {
  return typeof value === 'number' ? String(value) : value;
}

/** The attributes to write, each in its markup form; an undefined value writes no attribute. */
export function dataProps<K extends ShowtimeDataKey>(values: {
  [P in K]?: ShowtimeDataValues[P] | undefined;
}): ShowtimeDataProps<K> {
  const props: Record<string, string> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key];
    if (value !== undefined) props[SHOWTIME_DATA[key]] = encode(value as ShowtimeDataValues[K]);
  }
  return props as ShowtimeDataProps<K>;
}

/** An attribute's value on an element; undefined when the element does not carry it. */
export function readData<K extends ShowtimeDataKey>(element: Element, key: K): ShowtimeDataValues[K] | undefined {
  const raw = element.getAttribute(SHOWTIME_DATA[key]);
  if (raw === null) return undefined;
  return (key === 'start' ? Number(raw) : raw) as ShowtimeDataValues[K];
}

/** Sets an attribute on an element; undefined removes it. */
export function writeData<K extends ShowtimeDataKey>(
  element: Element,
  key: K,
  value: ShowtimeDataValues[K] | undefined,
): void {
  if (value === undefined) element.removeAttribute(SHOWTIME_DATA[key]);
  else element.setAttribute(SHOWTIME_DATA[key], encode(value));
}

/** A CSS selector for the elements that carry the attribute, or carry it with this value. */
export function dataSelector<K extends ShowtimeDataKey>(key: K, value?: ShowtimeDataValues[K]): string {
  return value === undefined ? `[${SHOWTIME_DATA[key]}]` : `[${SHOWTIME_DATA[key]}="${encode(value)}"]`;
}

export function chipItemProps(chip: ChipData) {
  return dataProps({
    start: chip.startsAtMs,
    time: chip.time,
    detail: chip.detail || undefined,
    version: chip.version,
    format: chip.format,
    accessibility: chip.accessibility || undefined,
  });
}

/** What a showtime's list item says, as the controller reads it back (defaults for what is absent). */
export function chipItemFacts(item: Element): {
  startsAtMs: number;
  time: string;
  detail: string | undefined;
  version: ShowtimeVersion;
  format: ShowtimeFormat;
  accessibility: AccessibilityFeature[];
} {
  return {
    startsAtMs: readData(item, 'start') ?? NaN,
    time: readData(item, 'time') ?? '',
    detail: readData(item, 'detail'),
    version: readData(item, 'version') ?? 'NONE',
    format: readData(item, 'format') ?? '2D',
    accessibility: (readData(item, 'accessibility')?.split(' ') ?? []) as AccessibilityFeature[],
  };
}

/** A showtime's booking link, as StaticLink would mark it (§2.3). */
export function bookingLinkProps(link: ChipLink) {
  return dataProps({
    link: link.route ? 'route' : 'page',
    linkEvent: link.event,
    embeddedHref: link.embeddedHref,
  });
}
