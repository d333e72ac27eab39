// §3.14, §7.11: page targeting from the data layer, and the wrapper's fields; the runtime hands in the inputs.

/** §3.14 page targeting data. isLoggedIn is sent as a string. */
export interface PageTargeting {
  readonly urlOrigin: string;
  readonly domain: string;
  readonly pageType: string;
  readonly theaterId: string;
  readonly theaterName: string;
  readonly theaterPermalinkOrigin: string;
  readonly theaterPermalinkPath: string;
  readonly movieId: string;
  readonly movieTitle: string;
  readonly movieReleaseDate: string;
  readonly moviePermalinkOrigin: string;
  readonly moviePermalinkPath: string;
  readonly isLoggedIn: 'true' | 'false';
}

const TARGETING_FIELDS = [
  'urlOrigin',
  'domain',
  'pageType',
  'theaterId',
  'theaterName',
  'theaterPermalinkOrigin',
  'theaterPermalinkPath',
  'movieId',
  'movieTitle',
  'movieReleaseDate',
  'moviePermalinkOrigin',
  'moviePermalinkPath',
] as const;

/** A targeting value is short text: ad servers cap keys and values, and a page must not send a novel. */
const MAX_VALUE_LENGTH = 200;

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.slice(0, MAX_VALUE_LENGTH) : '';
}

export const PAGE_DATA_EVENT = 'page_data';

/** §3.14: from the last page-data entry of the data layer (others passed over); missing fields are "". */
export function pageTargetingFrom(dataLayer: readonly unknown[]): PageTargeting | null {
  for (let index = dataLayer.length - 1; index >= 0; index -= 1) {
    const entry = dataLayer[index];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    if (record.event !== PAGE_DATA_EVENT) continue;
    const fields = Object.fromEntries(TARGETING_FIELDS.map((field) => [field, text(record[field])]));
    const loggedIn = record.isLoggedIn === true || record.isLoggedIn === 'true';
    return { ...(fields as Omit<PageTargeting, 'isLoggedIn'>), isLoggedIn: loggedIn ? 'true' : 'false' };
  }
  return null;
}

export interface WrapperTargeting {
  readonly page: string;
  readonly adType: string;
  readonly websiteID: string;
  readonly domain: string;
  readonly currentPath: string;
  readonly urlOrigin: string;
  readonly theater: string;
  readonly theaterID: string;
  readonly theaterGroup: string;
  readonly theaterGroupID: string;
  readonly moviePermalinkPath: string;
  readonly moviePermalinkOrigin: string;
  readonly scheduledMovieIds: readonly string[];
}

/** §7.11, §3.14: the wrapper's fields, from the site's identity, the page's inputs and its targeting data. */
export function wrapperTargeting(input: {
  site: { websiteId: string; domain: string; circuitId: string; circuitName: string };
  adType: string;
  page: { pageTitle: string; currentPath: string; scheduledMovieIds: readonly (string | number)[] };
  targeting: PageTargeting | null;
}): WrapperTargeting {
  const { site, page, targeting } = input;
  return {
    page: text(page.pageTitle),
    adType: input.adType,
    websiteID: site.websiteId,
    domain: targeting?.domain || site.domain,
    currentPath: text(page.currentPath),
    urlOrigin: targeting?.urlOrigin ?? '',
    theater: targeting?.theaterName ?? '',
    theaterID: targeting?.theaterId ?? '',
    theaterGroup: site.circuitName,
    theaterGroupID: site.circuitId,
    moviePermalinkPath: targeting?.moviePermalinkPath ?? '',
    moviePermalinkOrigin: targeting?.moviePermalinkOrigin ?? '',
    scheduledMovieIds: page.scheduledMovieIds.map(String).slice(0, 500),
  };
}

/** The ad server's key-values (CUSTOM_WITHOUT_WRAPPER): targeting data and adType, empty values left out. */
export function adServerKeyValues(targeting: PageTargeting | null, adType: string): Record<string, string> {
  const pairs: [string, string][] = [['adType', adType]];
  if (targeting) pairs.push(...Object.entries(targeting));
  return Object.fromEntries(pairs.filter(([, value]) => value !== ''));
}

export function sameTargeting(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
