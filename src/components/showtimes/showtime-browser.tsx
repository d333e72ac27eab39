'use client';

import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import { filterOptions, matchesFilters, NO_FILTERS, toggleFilter, type FilterGroup, type ShowtimeFilters } from '@/lib/showtimes/filters.ts';
import { isStillOffered, type ShowtimeDay, type ShowtimeVersion, type ShowtimeView } from '@/lib/showtimes/showtime-view.ts';

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

const MINUTE = 60_000;

/**
 * The showtimes of one theater: a day picker, filters, and each day's showtimes as booking links.
 * The server HTML holds the first day only (a circuit page has nine theaters' fortnights); the
 * other days are rendered, hidden, in a transition after hydration so that switching is instant
 * and nothing shifts. Past showtimes are dropped again here because pages are cached.
 */
export function ShowtimeBrowser({ idPrefix, locale, showtimes, days, labels, movies }: ShowtimeBrowserProps) {
  const [now, setNow] = useState<number | null>(null);
  const [filters, setFilters] = useState<ShowtimeFilters>(NO_FILTERS);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const liveId = useId();

  const [allDaysRendered, setAllDaysRendered] = useState(false);

  useEffect(() => {
    startTransition(() => setAllDaysRendered(true));
  }, []);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);

  const offered = useMemo(() => (now === null ? showtimes : showtimes.filter((s) => isStillOffered(s.startsAtMs, now))), [showtimes, now]);
  const options = useMemo(() => filterOptions(showtimes), [showtimes]);
  const visibleDays = useMemo(() => days.filter((day) => offered.some((s) => s.date === day.date)), [days, offered]);
  const selectedDay = visibleDays.find((day) => day.date === chosenDay)?.date ?? visibleDays[0]?.date ?? null;
  const matching = offered.filter((s) => matchesFilters(s, filters));
  const countOnDay = matching.filter((s) => s.date === selectedDay).length;
  const plural = new Intl.PluralRules(locale).select(countOnDay);
  const countText = (labels.resultCount[plural] ?? labels.resultCount.other).replace('{count}', String(countOnDay));
  const hasFilters = options.versions.length + options.formats.length + options.accessibility.length > 0;
  const filtered = filters !== NO_FILTERS && (filters.versions.length + filters.formats.length + filters.accessibility.length > 0);

  if (visibleDays.length === 0) return <p>{labels.noShowtimes}</p>;

  const toggle = <G extends FilterGroup>(group: G, value: ShowtimeFilters[G][number]) => setFilters((f) => toggleFilter(f, group, value));

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={labels.days} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
        {visibleDays.map((day) => (
          <button
            key={day.date}
            type="button"
            aria-pressed={day.date === selectedDay}
            aria-controls={`${idPrefix}-${day.date}`}
            onClick={() => setChosenDay(day.date)}
            className="h-11 shrink-0 rounded-button border border-border px-3 text-sm whitespace-nowrap aria-pressed:border-visible-primary aria-pressed:bg-visible-primary aria-pressed:font-bold aria-pressed:text-on-visible-primary"
          >
            {day.label}
          </button>
        ))}
      </div>
      {hasFilters ? (
        <div role="group" aria-label={labels.filters} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <FilterSet legend={labels.versionGroup} values={options.versions} checked={filters.versions} label={(v) => labels.version[v as Exclude<ShowtimeVersion, 'NONE'>]} onToggle={(v) => toggle('versions', v)} />
          <FilterSet legend={labels.formatGroup} values={options.formats} checked={filters.formats} label={(f) => f} onToggle={(f) => toggle('formats', f as ShowtimeFormat)} />
          <FilterSet legend={labels.accessibilityGroup} values={options.accessibility} checked={filters.accessibility} label={(a) => labels.accessibility[a as AccessibilityFeature]} onToggle={(a) => toggle('accessibility', a as AccessibilityFeature)} />
          {filtered ? (
            <button type="button" onClick={() => setFilters(NO_FILTERS)} className="h-9 self-end px-2 text-readable-primary underline underline-offset-4">
              {labels.clearFilters}
            </button>
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
            {movies ? <MovieGroups list={list} movies={movies} labels={labels} /> : <ShowtimeChips list={list} labels={labels} />}
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
        <label
          key={value}
          className="flex h-9 cursor-pointer items-center rounded-button border border-border px-3 has-checked:border-visible-primary has-checked:bg-visible-primary has-checked:text-on-visible-primary has-focus-visible:outline-3 has-focus-visible:outline-visible-primary"
        >
          <input type="checkbox" className="sr-only" checked={checked.includes(value)} onChange={() => onToggle(value as never)} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

function MovieGroups({ list, movies, labels }: { list: (ShowtimeView & { movieId?: number })[]; movies: Record<number, ShowtimeMovieRef>; labels: ShowtimeBrowserLabels }) {
  const byMovie = new Map<number, ShowtimeView[]>();
  for (const showtime of list) {
    if (showtime.movieId === undefined) continue;
    byMovie.set(showtime.movieId, [...(byMovie.get(showtime.movieId) ?? []), showtime]);
  }
  if (byMovie.size === 0) return null;
  return (
    <ul className="flex flex-col gap-5">
      {[...byMovie.entries()].map(([movieId, showtimes]) => {
        const movie = movies[movieId];
        return (
          <li key={movieId} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">{movie ? <Link href={movie.path}>{movie.title}</Link> : null}</h3>
            <ShowtimeChips list={showtimes} labels={labels} />
          </li>
        );
      })}
    </ul>
  );
}

function ShowtimeChips({ list, labels }: { list: ShowtimeView[]; labels: ShowtimeBrowserLabels }) {
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
            <li key={showtime.id} className="flex min-h-16 flex-col justify-center rounded-button border border-dashed border-border px-3 py-2 text-text-alt">
              <span className="font-bold line-through">{showtime.time}</span>
              <span className="text-xs">{[labels.soldOut, detail].filter(Boolean).join(' · ')}</span>
            </li>
          );
        }
        return (
          <li key={showtime.id} className="relative flex min-h-16">
            <Link
              href={showtime.bookingUrl}
              className="flex flex-1 flex-col justify-center rounded-button bg-visible-primary py-2 pr-9 pl-3 text-on-visible-primary no-underline"
            >
              <span className="font-bold">{showtime.time}</span>
              {detail ? <span className="text-xs">{detail}</span> : null}
              {showtime.availability === 'ALMOST_FULL' ? <span className="text-xs italic">{labels.almostFull}</span> : null}
            </Link>
            <Link
              href={`/api/calendar/${showtime.id}.ics`}
              download
              prefetch={false}
              aria-label={labels.addToCalendar.replace('{time}', showtime.time)}
              title={labels.addToCalendar.replace('{time}', showtime.time)}
              className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-button text-on-visible-primary"
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

/** The calendar icon, once per page; chips point at it with <use>. */
export function ShowtimeIcons() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id="icon-calendar" viewBox="0 0 16 16">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M2.75 3.75h10.5v9.5H2.75zM2.75 6.75h10.5M5.5 2v3M10.5 2v3M8 8.5v3M6.5 10h3" />
      </symbol>
    </svg>
  );
}
