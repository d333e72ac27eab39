import type { ReactNode } from 'react';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';
import { addDays, dayStartsBetween } from '@/lib/catalog/zoned-time.ts';
import { countText } from '@/lib/showtimes/count-text.ts';
import { filterOptions } from '@/lib/showtimes/filters.ts';
import {
  relativeDay,
  type RelativeDay,
  type ShowtimeDay,
  type ShowtimeVersion,
  type ShowtimeView,
} from '@/lib/showtimes/showtime-view.ts';
import type { PluralForms } from '@/lib/text/plural.ts';
import { chipDataOf, type ChipContext, type ChipMovie, type ChipTexts } from './chip-data.ts';
import { ShowtimeChips } from './showtime-chips.tsx';
import { ShowtimeControls } from './showtime-controls.tsx';
import { dataProps } from './showtime-data-attributes.ts';
import type { ShowtimeTexts } from './showtime-controller.ts';
import { MovieGroups } from './showtime-movie-groups.tsx';

/** Translated labels, formatted on the server. */
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
  resultCount: PluralForms;
  noMatch: string;
  noShowtimes: string;
  clearFilters: string;
  /** "Add {time} to your calendar" */
  addToCalendar: string;
  /** §9.7 "(Opens in a new window)", for the outbound booking links. */
  newWindow: string;
  /** The kit's button classes (buttonClass). */
  classes: ShowtimeClasses;
}

export interface ShowtimeClasses {
  day: string;
  /** A filter value (a label around a checkbox). */
  filter: string;
  /** "Clear the filters", drawn as a link. */
  clearFilters: string;
  chip: string;
  /** A showtime that cannot be booked (sold out, started). */
  closedChip: string;
  calendar: string;
}

export type ShowtimeMovieRef = ChipMovie;

/** A showtime as the browser lists it: on a theater page, with the film it belongs to. */
export type ShowtimeListing = ShowtimeView & { movieId?: number };

export type { ChipContext };

export interface ShowtimeBrowserProps {
  /** Unique on the page: prefixes the ids of headings and controls. */
  idPrefix: string;
  locale: string;
  showtimes: ShowtimeListing[];
  days: ShowtimeDay[];
  labels: ShowtimeBrowserLabels;
  /** A theater page: each day's showtimes grouped under the titles of these films. */
  movies?: Readonly<Record<number, ShowtimeMovieRef>>;
  /** Added after the day to the booking links' names: the film and theater, or a theater page's theater. */
  context?: string;
  /** The theater's today at drawing time and its zone: the strip's "today", then the browser's clock's. */
  calendar?: { readonly today: string; readonly timeZone: string };
  /**
   * Draws the regions only the controller acts on (the day strip, the filters, the day panels with the first day's
   * showtimes); the pages send them as HTML React never hydrates (`asStaticHtml`). React leaves such a region alone
   * while its HTML is unchanged and replaces it when renewed showtimes change it; either way the controller attached
   * again keeps the visitor's day, filters and focus (ShowtimeControls hands them over) and draws the chosen day from
   * the renewed data.
   */
  drawStatic?: (content: ReactNode) => ReactNode;
}

/** One theater's showtimes: a day strip, filters, each day's booking links; the browser draws all but the first day. */
// Why: docs/decisions/0018-showtime-browser-drawn-by-the-server.md
export function ShowtimeBrowser({
  idPrefix,
  locale,
  showtimes,
  days,
  labels,
  movies,
  context,
  calendar,
  drawStatic = (content) => content,
}: ShowtimeBrowserProps) {
  if (days.length === 0) return <p>{labels.noShowtimes}</p>;

  const dayName = (day: ShowtimeDay) => {
    const relative = calendar ? relativeDay(day.date, calendar.today) : null;
    return relative ? labels.relativeDays[relative] : day.label;
  };
  const options = filterOptions(showtimes);
  const hasFilters = options.versions.length + options.formats.length + options.accessibility.length > 0;
  const first = days[0]!.date;
  const firstChips = showtimes.filter((s) => s.date === first).map((showtime) => chipDataOf(showtime, labels));
  const chipTexts: ChipTexts = {
    soldOut: labels.soldOut,
    almostFull: labels.almostFull,
    addToCalendar: labels.addToCalendar,
    newWindow: labels.newWindow,
    classes: labels.classes,
  };
  const texts: ShowtimeTexts = {
    locale,
    relativeDays: labels.relativeDays,
    resultCount: labels.resultCount,
    noMatch: labels.noMatch,
    started: labels.started,
    ...(calendar
      ? {
          timeZone: calendar.timeZone,
          // From the page's yesterday (a browser clock a little behind) to the day after the strip.
          dayStarts: dayStartsBetween(addDays(calendar.today, -1), addDays(days.at(-1)!.date, 1), calendar.timeZone),
        }
      : {}),
  };
  const contextOf = (day: ShowtimeDay): ChipContext => ({ day: dayName(day), tail: context });
  const firstContent = movies ? (
    <MovieGroups chips={firstChips} movies={movies} texts={chipTexts} context={contextOf(days[0]!)} />
  ) : (
    <ShowtimeChips chips={firstChips} texts={chipTexts} context={contextOf(days[0]!)} />
  );
  // The other days travel as data: the page's HTML and hydration hold only the day the visitor sees.
  const later = showtimes.filter((s) => s.date !== first);
  const laterMovies = movies ? moviesOf(later, movies) : undefined;

  return (
    <div id={idPrefix} {...dataProps({ browser: '' })} className="flex flex-col gap-4">
      {/* WAI-ARIA tabs: one Tab stop (the selected day), arrows move and select (§2.2). */}
      {drawStatic(
        <div
          role="tablist"
          aria-label={labels.days}
          className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1"
        >
          {days.map((day, index) => (
            <button
              type="button"
              key={day.date}
              id={`${idPrefix}-${day.date}-tab`}
              role="tab"
              aria-selected={index === 0}
              aria-controls={`${idPrefix}-${day.date}`}
              tabIndex={index === 0 ? 0 : -1}
              {...dataProps({ date: day.date, label: day.label })}
              className={labels.classes.day}
            >
              {dayName(day)}
            </button>
          ))}
        </div>,
      )}
      {hasFilters
        ? drawStatic(
            <div role="group" aria-label={labels.filters} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <FilterSet
                group="versions"
                legend={labels.versionGroup}
                className={labels.classes.filter}
                values={options.versions}
                label={(v) => labels.version[v as Exclude<ShowtimeVersion, 'NONE'>]}
              />
              <FilterSet
                group="formats"
                legend={labels.formatGroup}
                className={labels.classes.filter}
                values={options.formats}
                label={(f) => f as ShowtimeFormat}
              />
              <FilterSet
                group="accessibility"
                legend={labels.accessibilityGroup}
                className={labels.classes.filter}
                values={options.accessibility}
                label={(a) => labels.accessibility[a as AccessibilityFeature]}
              />
              <button type="button" hidden {...dataProps({ clearFilters: '' })} className={labels.classes.clearFilters}>
                {labels.clearFilters}
              </button>
            </div>,
          )
        : null}
      <p role="status" aria-live="polite" {...dataProps({ count: '' })} className="text-sm text-text-alt">
        {countText(firstChips.length, texts)}
      </p>
      {drawStatic(
        days.map((day, index) => (
          <div
            key={day.date}
            id={`${idPrefix}-${day.date}`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-${day.date}-tab`}
            hidden={index !== 0}
          >
            {index === 0 ? firstContent : null}
          </div>
        )),
      )}
      <ShowtimeControls
        rootId={idPrefix}
        texts={texts}
        later={{
          kind: movies ? 'films' : 'chips',
          showtimes: later,
          words: { version: labels.version, accessibility: labels.accessibility, newWindow: labels.newWindow },
          texts: chipTexts,
          movies: laterMovies,
          tail: context,
        }}
      />
    </div>
  );
}

/** The films of these chips only: the data sent to the browser names no other film. */
function moviesOf(
  showtimes: readonly ShowtimeListing[],
  movies: Readonly<Record<number, ShowtimeMovieRef>>,
): Record<number, ShowtimeMovieRef> {
  const named: Record<number, ShowtimeMovieRef> = {};
  for (const { movieId } of showtimes) {
    const movie = movieId === undefined ? undefined : movies[movieId];
    if (movie && movieId !== undefined) named[movieId] = movie;
  }
  return named;
}

function FilterSet({
  group,
  legend,
  values,
  label,
  className,
}: {
  group: 'versions' | 'formats' | 'accessibility';
  legend: string;
  className: string;
  values: readonly string[];
  label: (value: string) => string;
}) {
  // WAI-ARIA toolbar: one Tab stop per group (the last filter focused in it), arrows inside (§2.2).
  if (values.length === 0) return null;
  return (
    <fieldset {...dataProps({ filterGroup: group })} className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-text-alt">
        {legend}
      </span>
      {values.map((value, index) => (
        <label key={value} className={className}>
          <input type="checkbox" className="sr-only" tabIndex={index === 0 ? 0 : -1} value={value} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
