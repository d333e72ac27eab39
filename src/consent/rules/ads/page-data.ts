import { hasSessionHint } from '../../../lib/loyalty/session/session-hint.ts';
import { readSelectedTheaterId } from '../../../lib/theaters/selected-theater.ts';
import { PAGE_DATA_EVENT } from './targeting.ts';

// §3.14: the server's page data plus what only this browser knows (origin, signed-in hint, selected theater §4.14).

export interface AdTheater {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface StaticPageData {
  readonly theaterSlug: string | null;
  readonly theaters?: readonly AdTheater[];
  readonly permalinkOrigin?: string;
  readonly data: Readonly<Record<string, string | undefined>>;
}

export interface BrowserPageData {
  /** The theater of the ad path (§9.6), or null. */
  readonly theaterSlug: string | null;
  /** The data-layer entry (§3.14), isLoggedIn as a string. */
  readonly entry: Readonly<Record<string, string>>;
}

export function browserPageData(
  page: StaticPageData,
  visit: { readonly cookies: string; readonly origin: string },
): BrowserPageData {
  const selectedId =
    page.theaterSlug === null && page.theaters?.length
      ? readSelectedTheaterId(
          visit.cookies,
          page.theaters.map((theater) => theater.id),
        )
      : null;
  const selected = selectedId ? page.theaters?.find((theater) => theater.id === selectedId) : undefined;
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.data)) if (typeof value === 'string') data[name] = value;
  return {
    theaterSlug: page.theaterSlug ?? selected?.slug ?? null,
    entry: {
      event: PAGE_DATA_EVENT,
      ...data,
      ...(selected
        ? {
            theaterId: selected.id,
            theaterName: selected.name,
            theaterPermalinkOrigin: page.permalinkOrigin ?? '',
            theaterPermalinkPath: `/theaters/${selected.slug}/`,
          }
        : {}),
      urlOrigin: visit.origin,
      isLoggedIn: hasSessionHint(visit.cookies) ? 'true' : 'false',
    },
  };
}
