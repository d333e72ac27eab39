import { anchorOfPrepared } from '@/lib/links/static-link.ts';
import type { ShowtimeVersion, ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import type { AccessibilityFeature, ShowtimeFormat } from '@/lib/catalog/types.ts';

// A showtime as its chip is drawn, all decided on the server, so that the server's JSX (showtime-chips.tsx) and the
// controller's DOM (showtime-dom.ts) draw the same markup from the same facts.

/** The booking link of a chip, as StaticLink would draw it (§2.3). */
export interface ChipLink {
  readonly href: string;
  /** A page of the site the client router takes. */
  readonly route: boolean;
  /** Outbound: a new window, its rel, "(Opens in a new window)" in its name, its analytics event. */
  readonly outbound: boolean;
  readonly rel?: string | undefined;
  /** The §2.3 click event, as JSON. */
  readonly event?: string | undefined;
  /** §2.3 the booking route, for a visit in embedding mode. */
  readonly embeddedHref?: string | undefined;
}

export interface ChipData {
  readonly id: string;
  readonly startsAtMs: number;
  readonly date: string;
  readonly time: string;
  /** "Subtitled · 3D · Audio description", or empty. */
  readonly detail: string;
  readonly version: ShowtimeVersion;
  readonly format: ShowtimeFormat;
  /** The accessibility features, space-separated. */
  readonly accessibility: string;
  readonly availability: ShowtimeView['availability'];
  /** null: §2.3 no destination, shown but not followable. */
  readonly link: ChipLink | null;
  /** A theater page groups its days by film. */
  readonly movieId?: number | undefined;
}

export interface ChipTexts {
  readonly soldOut: string;
  readonly almostFull: string;
  /** "Add {time} to your calendar" */
  readonly addToCalendar: string;
  /** §9.7 "(Opens in a new window)" */
  readonly newWindow: string;
  readonly classes: { readonly chip: string; readonly closedChip: string; readonly calendar: string };
}

/** What a booking link's accessible name adds after its visible text: the day between the rest. */
export interface ChipContext {
  /** Before the day (a theater page's film). */
  readonly lead?: string | undefined;
  /** The day's name in the day strip: renamed by the browser's clock ("Today"). */
  readonly day: string;
  /** After the day (a movie page's film and theater, a theater page's theater). */
  readonly tail?: string | undefined;
}

/** A film of a theater page: its title over its showtimes, linked to its page. */
export interface ChipMovie {
  readonly title: string;
  readonly path: string;
}

export interface ChipWords {
  readonly version: Record<Exclude<ShowtimeVersion, 'NONE'>, string>;
  readonly accessibility: Record<AccessibilityFeature, string>;
  readonly newWindow: string;
}

/** What the controller draws the days the server left out from: their showtimes in the compact form, the words. */
export interface DeferredDays {
  readonly kind: 'chips' | 'films';
  readonly showtimes: readonly (ShowtimeView & { movieId?: number })[];
  readonly words: ChipWords;
  readonly texts: ChipTexts;
  readonly movies?: Readonly<Record<number, ChipMovie>> | undefined;
  readonly tail?: string | undefined;
}

export function chipDataOf(view: ShowtimeView & { movieId?: number }, labels: ChipWords): ChipData {
  const detail = [
    view.version === 'NONE' ? null : labels.version[view.version],
    view.format === '2D' ? null : view.format,
    ...view.accessibility.map((a) => labels.accessibility[a]),
  ]
    .filter(Boolean)
    .join(' · ');
  const anchor = anchorOfPrepared(view.booking, { embedding: false, newWindowSuffix: labels.newWindow });
  const link: ChipLink | null = anchor
    ? {
        href: anchor.href,
        route: anchor.clientNavigation,
        outbound: anchor.newWindow,
        ...(anchor.rel ? { rel: anchor.rel } : {}),
        ...(anchor.analyticsEvent ? { event: JSON.stringify(anchor.analyticsEvent) } : {}),
        ...(view.booking.embeddedHref ? { embeddedHref: view.booking.embeddedHref } : {}),
      }
    : null;
  return {
    id: view.id,
    startsAtMs: view.startsAtMs,
    date: view.date,
    time: view.time,
    detail,
    version: view.version,
    format: view.format,
    accessibility: view.accessibility.join(' '),
    availability: view.availability,
    link,
    ...(view.movieId === undefined ? {} : { movieId: view.movieId }),
  };
}

/** The chips of each film of a theater page's day, in the order the films first play. */
export function groupByMovie(chips: readonly ChipData[]): Map<number, ChipData[]> {
  const byMovie = new Map<number, ChipData[]>();
  for (const chip of chips) {
    if (chip.movieId === undefined) continue;
    const group = byMovie.get(chip.movieId);
    if (group) group.push(chip);
    else byMovie.set(chip.movieId, [chip]);
  }
  return byMovie;
}
