import {
  RESERVED_PATH_DESTINATIONS,
  TICKETING_ENDPOINTS,
  TICKETING_LINK_ENDPOINT,
  TICKETING_LINK_TARGET_KEY,
} from '../links/ticketing-paths.ts';

// §1, §2.1 reserved segments lead somewhere useful instead of a 404: a §2.1 endpoint, the ticketing page through our
// endpoints (which add the member's token on the server), or our own screen.

export interface ReservedPathSite {
  /** Base URL of the ticketing site (loyalty.ticketingUrl, else settings.ticketingSiteUrl). */
  readonly ticketingUrl: string;
  readonly hasLoyalty: boolean;
}

/** "/loyalty/upgrade/" → "loyalty/upgrade"; null for a path that is not one segment path. */
function reservedKeyOf(pathname: string): string | null {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return Object.hasOwn(RESERVED_PATH_DESTINATIONS, trimmed) ? trimmed : null;
}

/** Where a reserved path goes (a same-origin path, query kept), or null when the path is not reserved. */
export function reservedPathLocation(pathname: string, search: string, site: ReservedPathSite): string | null {
  const key = reservedKeyOf(pathname);
  if (key === null) return null;
  const destination = RESERVED_PATH_DESTINATIONS[key]!;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);

  if (destination.kind === 'endpoint') return withQuery(TICKETING_ENDPOINTS[destination.name].endpoint);
  if (destination.kind === 'own' && site.hasLoyalty) return withQuery(destination.path);
  const ticketingPath = destination.kind === 'ticketing' ? destination.ticketingPath : `/${key}`;
  const base = site.ticketingUrl.replace(/\/+$/, '');
  const target = withQuery(`${base}${ticketingPath}`);
  return `${TICKETING_LINK_ENDPOINT}?${new URLSearchParams({ [TICKETING_LINK_TARGET_KEY]: target }).toString()}`;
}
