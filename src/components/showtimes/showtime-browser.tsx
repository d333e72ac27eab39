'use client';

import { memo, startTransition, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useCurrentSearch } from '@/components/ui/current-search.ts';
import { useLinkEnvironment } from '@/components/ui/link-context.tsx';
import type { LinkVisit } from '@/components/ui/prepared-anchor.tsx';
import { moveRovingFocus } from '@/components/ui/roving-focus.ts';
import { useMinuteClock } from '@/components/ui/use-minute-clock.ts';
import { whenIdle } from '@/components/ui/when-idle.ts';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import {
  activeFilterCount,
  filterOptions,
  matchesFilters,
  NO_FILTERS,
  toggleFilter,
  type FilterGroup,
  type ShowtimeFilters,
} from '@/lib/showtimes/filters.ts';
import { localDateIn } from '@/lib/catalog/zoned-time.ts';
import {
  isStillOffered,
  relativeDay,
  type RelativeDay,
  type ShowtimeDay,
  type ShowtimeVersion,
  type ShowtimeView,
} from '@/lib/showtimes/showtime-view.ts';
import { ShowtimeChips } from './showtime-chips.tsx';

/** Translated labels, formatted on the server: the client bundle carries no message catalogue. */
export interface ShowtimeBrowserLabels {
  days: string;
  /** §2.2 the day strip's words for the theater's today and the day after. */
  relativeDays: Record<RelativeDay, string>;
  filters: string;
  versionGroup: string;
  formatGroup: string;
  accessibilityGroup: string;
  version: Record<Exclude<ShowtimeVersion, 'NONE'>, string>;
  accessibility: Record<AccessibilityFeature, string>;
  soldOut: string;
  almostFull: string;
  /** A showtime past its grace period since the page was rendered: shown in place, not bookable. */
  started: string;
  /** "{count} showtimes" in the plural forms of the locale (Intl.PluralRules categories). */
  resultCount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  noMatch: string;
  noShowtimes: string;
  clearFilters: string;
  /** "Add {time} to your calendar" */
  addToCalendar: string;
  /** The kit's button classes (buttonClass), worked out on the server: no button code ships here. */
  classes: ShowtimeClasses;
}

export interface ShowtimeClasses {
  /** A day of the day strip (a tab). */
  day: string;
  /** A filter value (a label around a checkbox). */
  filter: string;
  /** "Clear the filters", drawn as a link. */
  clearFilters: string;
  /** A showtime's booking link. */
  chip: string;
  /** A showtime that cannot be booked (sold out, started). */
  closedChip: string;
  /** A showtime's calendar action. */
  calendar: string;
}

export interface ShowtimeMovieRef {
  title: string;
  path: string;
}

/** A showtime as the browser lists it: on a theater page, with the film it belongs to. */
export type ShowtimeListing = ShowtimeView & { movieId?: number };

export interface ShowtimeBrowserProps {
  /** Unique on the page: prefixes the ids of headings and controls. */
  idPrefix: string;
  locale: string;
  showtimes: ShowtimeListing[];
  days: ShowtimeDay[];
  labels: ShowtimeBrowserLabels;
  /** How a day's showtimes are drawn (a theater page groups them by film); chips by default. */
  renderDay?: RenderDay;
  /**
   * What the booking links' accessible names add to their short visible text after the day: the
   * film and the theater on a movie page, the theater on a theater page (its groups add the film).
   */
  context?: string;
  /**
   * The theater's today when the page was drawn and its time zone: the days say "today" and
   * "tomorrow" by it, then by the browser's clock (a cached page shown after midnight).
   */
  calendar?: { readonly today: string; readonly timeZone: string };
}

/** Draws one day's showtimes; `now` is given only when some of them started too long ago. */
export type RenderDay = (day: {
  list: readonly ShowtimeListing[];
  labels: ShowtimeBrowserLabels;
  /** What the visit changes in the prepared links (embedding, utm). */
  visit: LinkVisit;
  now: number | null;
  /** "Tue, May 12, Dune, Starlight Georgetown": the day and the browser's context. */
  context: string;
}) => ReactNode;

const renderChips: RenderDay = (day) => <ShowtimeChips {...day} />;

/**
 * The showtimes of one theater: a day picker, filters, and each day's showtimes as booking links.
 *
 * What the visitor sees first costs the least: the server HTML and the hydration pass hold the
 * selected day only (a circuit's movie page has nine theaters' fortnights). The other days follow
 * one at a time when the browser is idle, each in its own small commit, so that switching days is
 * instant and no long task blocks the page; a day chosen before its turn renders at once. The
 * chips are plain links the server decided (prepareLink), the visit picking only its variant. Pages are cached, so the
 * browser's clock decides which showtimes started too long ago: those stay in place as tiles that
 * cannot be booked, and the count leaves them out, so that nothing shifts when time passes.
 */
export function ShowtimeBrowser({
  idPrefix,
  locale,
  showtimes,
  days,
  labels,
  renderDay = renderChips,
  context,
  calendar,
}: ShowtimeBrowserProps) {
  const now = useMinuteClock();
  // Until the clock runs (hydration), the page's own today: the server's text is kept as it is.
  const today = calendar && (now === null ? calendar.today : localDateIn(new Date(now), calendar.timeZone));
  const dayName = (day: ShowtimeDay) => {
    const relative = today ? relativeDay(day.date, today) : null;
    return relative ? labels.relativeDays[relative] : day.label;
  };
  const [filters, setFilters] = useState<ShowtimeFilters>(NO_FILTERS);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const liveId = useId();
  const environment = useLinkEnvironment();
  const embedding = environment.embeddingMode !== null;
  const newWindowSuffix = environment.messages.opensInNewWindow;
  const search = useCurrentSearch();
  const visit = useMemo<LinkVisit>(
    () => ({ embedding, search, newWindowSuffix }),
    [embedding, search, newWindowSuffix],
  );

  const options = useMemo(() => filterOptions(showtimes), [showtimes]);
  const matchingByDay = useMemo(
    () => groupByDay(showtimes.filter((s) => matchesFilters(s, filters))),
    [showtimes, filters],
  );
  const renderedCount = useCountWhenIdle(days.length);
  const selectedDay = days.find((day) => day.date === chosenDay)?.date ?? days[0]?.date ?? null;
  const selectedList = (selectedDay === null ? undefined : matchingByDay.get(selectedDay)) ?? NO_SHOWTIMES;
  const countOnDay =
    now === null ? selectedList.length : selectedList.filter((s) => isStillOffered(s.startsAtMs, now)).length;
  const plural = new Intl.PluralRules(locale).select(countOnDay);
  const countText = (labels.resultCount[plural] ?? labels.resultCount.other).replace('{count}', String(countOnDay));
  const hasFilters = options.versions.length + options.formats.length + options.accessibility.length > 0;

  if (days.length === 0) return <p>{labels.noShowtimes}</p>;

  const toggle = <G extends FilterGroup>(group: G, value: ShowtimeFilters[G][number]) =>
    setFilters((f) => toggleFilter(f, group, value));

  return (
    <div className="flex flex-col gap-4">
      {/* WAI-ARIA tabs: one Tab stop (the selected day), arrows move and select (§2.2). */}
      <div
        role="tablist"
        aria-label={labels.days}
        onKeyDown={(event) => moveRovingFocus(event, event.currentTarget, '[role="tab"]')}
        className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1"
      >
        {days.map((day) => {
          const selected = day.date === selectedDay;
          return (
            <button
              type="button"
              key={day.date}
              id={`${idPrefix}-${day.date}-tab`}
              role="tab"
              aria-selected={selected}
              aria-controls={`${idPrefix}-${day.date}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosenDay(day.date)}
              onFocus={() => setChosenDay(day.date)}
              className={labels.classes.day}
            >
              {dayName(day)}
            </button>
          );
        })}
      </div>
      {hasFilters ? (
        <div role="group" aria-label={labels.filters} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <FilterSet
            legend={labels.versionGroup}
            className={labels.classes.filter}
            values={options.versions}
            checked={filters.versions}
            label={(v) => labels.version[v as Exclude<ShowtimeVersion, 'NONE'>]}
            onToggle={(v) => toggle('versions', v)}
          />
          <FilterSet
            legend={labels.formatGroup}
            className={labels.classes.filter}
            values={options.formats}
            checked={filters.formats}
            label={(f) => f}
            onToggle={(f) => toggle('formats', f as ShowtimeFormat)}
          />
          <FilterSet
            legend={labels.accessibilityGroup}
            className={labels.classes.filter}
            values={options.accessibility}
            checked={filters.accessibility}
            label={(a) => labels.accessibility[a as AccessibilityFeature]}
            onToggle={(a) => toggle('accessibility', a as AccessibilityFeature)}
          />
          {activeFilterCount(filters) > 0 ? (
            <button type="button" onClick={() => setFilters(NO_FILTERS)} className={labels.classes.clearFilters}>
              {labels.clearFilters}
            </button>
          ) : null}
        </div>
      ) : null}
      <p id={liveId} role="status" aria-live="polite" className="text-sm text-text-alt">
        {countOnDay === 0 ? labels.noMatch : countText}
      </p>
      {days.map((day, index) => {
        const selected = day.date === selectedDay;
        const list = matchingByDay.get(day.date) ?? NO_SHOWTIMES;
        // Every day's panel exists (the day buttons control it); its showtimes once it is its turn.
        return (
          <div
            key={day.date}
            id={`${idPrefix}-${day.date}`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-${day.date}-tab`}
            hidden={!selected}
          >
            {selected || index < renderedCount ? (
              <DayShowtimes
                list={list}
                labels={labels}
                visit={visit}
                renderDay={renderDay}
                context={[dayName(day), context].filter(Boolean).join(', ')}
                // The clock only for a day it changes, so that the other days are not rendered again each minute.
                now={now !== null && list.some((s) => !isStillOffered(s.startsAtMs, now)) ? now : null}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

const NO_SHOWTIMES: readonly ShowtimeListing[] = [];

/** One day's showtimes: drawn again only when that day's list, the labels, the links or its clock change. */
const DayShowtimes = memo(function DayShowtimes({
  renderDay,
  ...day
}: Parameters<RenderDay>[0] & { renderDay: RenderDay }) {
  return renderDay(day);
});

/** The showtimes of each day, in their order. */
function groupByDay(showtimes: readonly ShowtimeListing[]): Map<string, ShowtimeListing[]> {
  const byDay = new Map<string, ShowtimeListing[]>();
  for (const showtime of showtimes) {
    const day = byDay.get(showtime.date);
    if (day) day.push(showtime);
    else byDay.set(showtime.date, [showtime]);
  }
  return byDay;
}

/**
 * 0 on the server and during hydration, then one more each time the browser is idle, up to
 * `total`: how many of the hidden days are rendered so far. Each step is a transition of its own,
 * so that a click on a day button is never kept waiting behind it.
 */
function useCountWhenIdle(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((current) => current + 1)));
  }, [count, total]);
  return count;
}

function FilterSet({
  legend,
  values,
  checked,
  label,
  onToggle,
  className,
}: {
  legend: string;
  /** Each filter's label, drawn as the kit's chip. */
  className: string;
  values: readonly string[];
  checked: readonly string[];
  label: (value: string) => string;
  onToggle: (value: never) => void;
}) {
  // WAI-ARIA toolbar: one Tab stop per group (the last filter focused in it), arrows inside (§2.2).
  const [active, setActive] = useState(0);
  if (values.length === 0) return null;
  return (
    <fieldset
      onKeyDown={(event) => moveRovingFocus(event, event.currentTarget, 'input', { vertical: true, homeEnd: true })}
      className="flex flex-wrap items-center gap-2"
    >
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-text-alt">
        {legend}
      </span>
      {values.map((value, index) => (
        <label key={value} className={className}>
          <input
            type="checkbox"
            className="sr-only"
            tabIndex={index === Math.min(active, values.length - 1) ? 0 : -1}
            checked={checked.includes(value)}
            onFocus={() => setActive(index)}
            onChange={() => onToggle(value as never)}
          />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
