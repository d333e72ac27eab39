import { SELECTED_THEATER_COOKIE, SELECTED_THEATER_COOKIE_DAYS } from '../config/browser-constants.ts';

// §3.5, §4.14, §5: the selected theater, kept in a cookie, and which theater is "current".

/** The HTML attribute set on <html> once the selected theater is known (before first paint). */
export const THEATER_ATTRIBUTE = 'data-theater';

/** §5: expires in 30 days, path /; Lax so it is sent when arriving from another site. */
export function selectedTheaterCookie(theaterId: string): string {
  const maxAge = SELECTED_THEATER_COOKIE_DAYS * 24 * 60 * 60;
  return `${SELECTED_THEATER_COOKIE}=${encodeURIComponent(theaterId)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The stored selected theater id from a Cookie header or document.cookie, if it is a known theater. */
export function readSelectedTheaterId(
  cookieHeader: string | null | undefined,
  knownTheaterIds: readonly string[],
): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== SELECTED_THEATER_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
    return knownTheaterIds.includes(value) ? value : null;
  }
  return null;
}

export interface CurrentTheaterInput {
  isSingleLocation: boolean;
  theaterIds: readonly string[];
  /** The page context's theaterId, when the page belongs to a theater. */
  pageTheaterId?: string | null;
  selectedTheaterId?: string | null;
}

/** §4.14: a single location's one theater, else the page's theater, else the stored one, if of the site. */
export function currentTheaterId({
  isSingleLocation,
  theaterIds,
  pageTheaterId,
  selectedTheaterId,
}: CurrentTheaterInput): string | null {
  if (isSingleLocation) return theaterIds[0] ?? null;
  if (pageTheaterId && theaterIds.includes(pageTheaterId)) return pageTheaterId;
  if (selectedTheaterId && theaterIds.includes(selectedTheaterId)) return selectedTheaterId;
  return null;
}

/** §4.14 in the browser, where the page context (§3.4) already names a single venue's one theater. */
export function currentTheaterOfPage(
  pageContext: { readonly isSingleLocation: boolean; readonly theaterId: string | null },
  selectedTheaterId: string | null,
): string | null {
  if (pageContext.isSingleLocation) return pageContext.theaterId;
  return pageContext.theaterId ?? selectedTheaterId;
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/** Marks <html> before the body is parsed, so that a cached page never flashes another theater's showtimes. */
export function selectedTheaterBootScript(theaterIds: readonly string[]): string {
  const ids = JSON.stringify(theaterIds.filter((id) => SAFE_ID.test(id)));
  return `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${SELECTED_THEATER_COOKIE}=([^;]*)/);var v=m&&decodeURIComponent(m[1]);if(v&&${ids}.indexOf(v)>=0)document.documentElement.setAttribute('${THEATER_ATTRIBUTE}',v)}catch(e){}})();`;
}

/** Visibility of theater blocks, labels and none / some / empty markers from the <html> attribute. */
export function selectedTheaterCss(theaterIds: readonly string[]): string {
  const ids = theaterIds.filter((id) => SAFE_ID.test(id));
  const rules = ids.map(
    (id) =>
      `html[${THEATER_ATTRIBUTE}]:not([${THEATER_ATTRIBUTE}="${id}"]) [data-theater-block="${id}"]{display:none}` +
      `html[${THEATER_ATTRIBUTE}="${id}"] [data-theater-label="${id}"]{display:inline}`,
  );
  const base =
    `[data-theater-label]{display:none}html[${THEATER_ATTRIBUTE}] [data-theater-none]{display:none}` +
    `html:not([${THEATER_ATTRIBUTE}]) [data-theater-some],html:not([${THEATER_ATTRIBUTE}]) [data-theater-empty]{display:none}`;
  return [base, ...rules].join('');
}
