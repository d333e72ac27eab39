'use client';

import { lazy, startTransition, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { useMinuteClock } from '@/components/ui/use-minute-clock.ts';
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
import {
  isStillOffered,
  type ShowtimeDay,
  type ShowtimeVersion,
  type ShowtimeView,
} from '@/lib/showtimes/showtime-view.ts';
import { ShowtimeChips } from './showtime-chips.tsx';

// Grouping by film is for theater pages only: movie pages do not load it.
const MovieGroups = lazy(() =>
  import('./showtime-movie-groups.tsx').then((module) => ({ default: module.MovieGroups })),
);

/** Translated labels, formatted on the server: the client bundle carries no message catalogue. */
export interface ShowtimeBrowserLabels {
  days: string;
  filters: string;
  versionGroup: string;
  formatGroup: string;
  accessibilityGroup: string;
  version: Record<Exclude<ShowtimeVersion, 'NONE'>, string>;
  accessibility: Record<AccessibilityFeature, string>;
  soldOut: string;
  almostFull: string;
  /** "{count} showtimes" in the plural forms of the locale (Intl.PluralRules categories). */
  resultCount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  noMatch: string;
  noShowtimes: string;
  clearFilters: string;
  /** "Add {time} to your calendar" */
  addToCalendar: string;
}

export interface ShowtimeMovieRef {
  title: string;
  path: string;
}

export interface ShowtimeBrowserProps {
  /** Unique on the page: prefixes the ids of headings and controls. */
  idPrefix: string;
  locale: string;
  showtimes: (ShowtimeView & { movieId?: number })[];
  days: ShowtimeDay[];
  labels: ShowtimeBrowserLabels;
  /** On a theater page, showtimes of many films: grouped by film under these titles. */
  movies?: Record<number, ShowtimeMovieRef>;
}

/**
 * The showtimes of one theater: a day picker, filters, and each day's showtimes as booking links.
 * The server HTML holds the first day only (a circuit page has nine theaters' fortnights); the
 * other days are rendered, hidden, in a transition after hydration so that switching is instant
 * and nothing shifts. Past showtimes are dropped again here because pages are cached.
 */
export function ShowtimeBrowser({ idPrefix, locale, showtimes, days, labels, movies }: ShowtimeBrowserProps) {
  const now = useMinuteClock();
  const [filters, setFilters] = useState<ShowtimeFilters>(NO_FILTERS);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const liveId = useId();

  const [allDaysRendered, setAllDaysRendered] = useState(false);

  useEffect(() => {
    startTransition(() => setAllDaysRendered(true));
  }, []);

  const offered = useMemo(
    () => (now === null ? showtimes : showtimes.filter((s) => isStillOffered(s.startsAtMs, now))),
    [showtimes, now],
  );
  const options = useMemo(() => filterOptions(showtimes), [showtimes]);
  const visibleDays = useMemo(() => days.filter((day) => offered.some((s) => s.date === day.date)), [days, offered]);
  const selectedDay = visibleDays.find((day) => day.date === chosenDay)?.date ?? visibleDays[0]?.date ?? null;
  const matching = offered.filter((s) => matchesFilters(s, filters));
  const countOnDay = matching.filter((s) => s.date === selectedDay).length;
  const plural = new Intl.PluralRules(locale).select(countOnDay);
  const countText = (labels.resultCount[plural] ?? labels.resultCount.other).replace('{count}', String(countOnDay));
  const hasFilters = options.versions.length + options.formats.length + options.accessibility.length > 0;
  const filtered = activeFilterCount(filters) > 0;

  if (visibleDays.length === 0) return <p>{labels.noShowtimes}</p>;

  const toggle = <G extends FilterGroup>(group: G, value: ShowtimeFilters[G][number]) =>
    setFilters((f) => toggleFilter(f, group, value));

  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label={labels.days}
        className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1"
      >
        {visibleDays.map((day) => (
          <Button
            key={day.date}
            variant="chip"
            aria-pressed={day.date === selectedDay}
            // A panel exists for every day only once they are all rendered (after hydration).
            aria-controls={allDaysRendered || day.date === selectedDay ? `${idPrefix}-${day.date}` : undefined}
            onClick={() => setChosenDay(day.date)}
            className="shrink-0 text-sm whitespace-nowrap"
          >
            {day.label}
          </Button>
        ))}
      </div>
      {hasFilters ? (
        <div role="group" aria-label={labels.filters} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <FilterSet
            legend={labels.versionGroup}
            values={options.versions}
            checked={filters.versions}
            label={(v) => labels.version[v as Exclude<ShowtimeVersion, 'NONE'>]}
            onToggle={(v) => toggle('versions', v)}
          />
          <FilterSet
            legend={labels.formatGroup}
            values={options.formats}
            checked={filters.formats}
            label={(f) => f}
            onToggle={(f) => toggle('formats', f as ShowtimeFormat)}
          />
          <FilterSet
            legend={labels.accessibilityGroup}
            values={options.accessibility}
            checked={filters.accessibility}
            label={(a) => labels.accessibility[a as AccessibilityFeature]}
            onToggle={(a) => toggle('accessibility', a as AccessibilityFeature)}
          />
          {filtered ? (
            <Button variant="link" size="sm" onClick={() => setFilters(NO_FILTERS)} className="self-end">
              {labels.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p id={liveId} role="status" aria-live="polite" className="text-sm text-text-alt">
        {countOnDay === 0 ? labels.noMatch : countText}
      </p>
      {visibleDays.map((day) => {
        if (!allDaysRendered && day.date !== selectedDay) return null;
        const list = matching.filter((s) => s.date === day.date);
        return (
          <div key={day.date} id={`${idPrefix}-${day.date}`} hidden={day.date !== selectedDay}>
            {movies ? (
              <Suspense fallback={null}>
                <MovieGroups list={list} movies={movies} labels={labels} />
              </Suspense>
            ) : (
              <ShowtimeChips list={list} labels={labels} />
            )}
          </div>
        );
      })}
    </div>
  );
}

function FilterSet({
  legend,
  values,
  checked,
  label,
  onToggle,
}: {
  legend: string;
  values: readonly string[];
  checked: readonly string[];
  label: (value: string) => string;
  onToggle: (value: never) => void;
}) {
  if (values.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-text-alt">
        {legend}
      </span>
      {values.map((value) => (
        <label key={value} className={buttonClass({ variant: 'chip', size: 'sm', className: 'cursor-pointer' })}>
          <input
            type="checkbox"
            className="sr-only"
            checked={checked.includes(value)}
            onChange={() => onToggle(value as never)}
          />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
