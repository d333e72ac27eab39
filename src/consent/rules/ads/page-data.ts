import { hasSessionHint } from '../../../lib/loyalty/session/session-hint.ts';
import { readSelectedTheaterId } from '../../../lib/theaters/selected-theater.ts';
import { PAGE_DATA_EVENT } from './targeting.ts';

// §3.14 the page-data entry the browser pushes to the data layer for the ads: what the server put
// in the page (static: the same for every visitor), completed with what only this browser knows:
// its origin, whether a member is signed in (the session hint cookie), and on a circuit page
// without a theater of its own, the theater the visitor selected (§4.14 current theater).

export interface AdTheater {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface StaticPageData {
  /** The page's own theater (§4.14), or null. */
  readonly theaterSlug: string | null;
  /** On a circuit page without a theater of its own: the site's theaters, one of which may be selected. */
  readonly theaters?: readonly AdTheater[];
  /** The permalink origin of the site's pages (https://{domain}). */
  readonly permalinkOrigin?: string;
  readonly data: Readonly<Record<string, string | undefined>>;
}

export interface BrowserPageData {
  /** The theater of the ad path (§9.6), or null. */
  readonly theaterSlug: string | null;
  /** The data-layer entry (§3.14), isLoggedIn as a string. */
  readonly entry: Readonly<Record<string, string>>;
}

/** §3.14, §4.14: the page's data-layer entry for this visit. */
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
