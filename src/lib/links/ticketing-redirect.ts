import { currentTheaterId } from '../theaters/selected-theater.ts';
import {
  MAX_TICKETING_LINK_LENGTH,
  TICKETING_CINEMA_KEY,
  TICKETING_ENDPOINTS,
  TICKETING_LINK_TARGET_KEY,
  TICKETING_THEATER_KEY,
  type TicketingEndpointName,
} from './ticketing-paths.ts';
import { isTokenSubPath, pathBelowTicketingUrl } from './ticketing-token.ts';

// §2.1 redirect endpoints and the §6 link endpoint: only the configured ticketing site is a target (no open
// redirect), with the §4.14 theater and whether the member's token may go there.

export interface TicketingRedirectSite {
  readonly ticketingUrl: string;
  readonly betaFeaturesEnabled: boolean;
  readonly isSingleLocation: boolean;
  readonly theaterIds: readonly string[];
  /** §7.10: every token parameter name in use; a request may never bring its own. */
  readonly tokenParams: readonly string[];
}

export type TicketingRedirectRequest =
  | { readonly kind: 'endpoint'; readonly name: TicketingEndpointName; readonly search: string }
  | { readonly kind: 'link'; readonly search: string };

export type TicketingRedirectPlan =
  | {
      readonly ok: true;
      readonly target: URL;
      /** Whether a signed-in member's token goes onto it (§2.1 endpoints: always; links: §6). */
      readonly tokenEligible: boolean;
      readonly currentTheaterId: string | null;
    }
  | { readonly ok: false; readonly error: 'invalid_target' };

const REFUSED = { ok: false, error: 'invalid_target' } as const;

function parseHttpUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** §4.14 from the page's theater (§3.4) in the request and the selected theater's cookie. */
function theaterOf(query: URLSearchParams, site: TicketingRedirectSite, selectedTheaterId: string | null) {
  return currentTheaterId({
    isSingleLocation: site.isSingleLocation,
    theaterIds: site.theaterIds,
    pageTheaterId: query.get(TICKETING_THEATER_KEY),
    selectedTheaterId,
  });
}

export function planTicketingRedirect(
  request: TicketingRedirectRequest,
  site: TicketingRedirectSite,
  selectedTheaterId: string | null,
): TicketingRedirectPlan {
  if (request.search.length > MAX_TICKETING_LINK_LENGTH * 2) return REFUSED;
  const query = new URLSearchParams(request.search);
  const base = parseHttpUrl(site.ticketingUrl);
  if (!base) return REFUSED;
  const theater = theaterOf(query, site, selectedTheaterId);

  let target: URL;
  let tokenEligible: boolean;
  if (request.kind === 'endpoint') {
    target = new URL(
      `${base.origin}${base.pathname.replace(/\/+$/, '')}${TICKETING_ENDPOINTS[request.name].ticketingPath}`,
    );
    // The visitor's own parameters (a performance, a utm tag) go on, minus ours and any token.
    for (const [key, value] of query) {
      if (key === TICKETING_THEATER_KEY || site.tokenParams.includes(key)) continue;
      target.searchParams.append(key, value);
    }
    tokenEligible = true;
  } else {
    const to = query.get(TICKETING_LINK_TARGET_KEY);
    if (to === null || to.length > MAX_TICKETING_LINK_LENGTH) return REFUSED;
    const parsed = parseHttpUrl(to);
    if (!parsed) return REFUSED;
    const below = pathBelowTicketingUrl(parsed, site.ticketingUrl);
    if (below === null) return REFUSED;
    parsed.hash = '';
    target = parsed;
    // §6: a link that carries a token parameter keeps its own and gets none from us.
    tokenEligible =
      isTokenSubPath(below, site.betaFeaturesEnabled) &&
      !site.tokenParams.some((name) => parsed.searchParams.has(name));
  }
  if (theater !== null && !target.searchParams.has(TICKETING_CINEMA_KEY))
    target.searchParams.set(TICKETING_CINEMA_KEY, theater);
  return { ok: true, target, tokenEligible, currentTheaterId: theater };
}

export function withMemberToken(target: URL, tokenParam: string, token: string): string {
  const url = new URL(target);
  url.searchParams.set(tokenParam, token);
  return url.toString();
}
