// The fixed lists of the ticketing hand-off (§1, §2.1, §6), in one place: the account and booking
// sub-paths of the ticketing site that get the member's token, the server redirect endpoints, and
// where each reserved path segment of the site leads. The spec names the segments and endpoints but
// leaves the sub-path names to us: they follow what a ticketing web-sales site offers.

/**
 * §6: a link to {ticketingUrl}/{sub-path}… gets ?{tokenParam}={token} for a signed-in member. Each
 * entry is a whole path segment (so "/accounting" is not "/account").
 */
export const TICKETING_TOKEN_SUBPATHS = [
  'account',
  'basket',
  'booking',
  'cards',
  'checkout',
  'giftcards',
  'giftmembership',
  'loyalty',
  'loyaltycredit',
  'orders',
  'payreservation',
  'physicalgiftcards',
  'refund',
  'startseasonpass',
  'tickets',
  'vouchers',
] as const;

/** §6: "two more sub-paths join the list when a certain feature flag is on" (betaFeaturesEnabled, §3.4). */
export const TICKETING_BETA_TOKEN_SUBPATHS = ['concessions', 'wallet'] as const;

/** The member's orders on the ticketing site, linked from the member home (an §6 account sub-path). */
export const TICKETING_ORDERS_PATH = '/account/orders';

/** §2.1 server redirect endpoints, by name; each leads to the ticketing page of the same path. */
export const TICKETING_ENDPOINTS = {
  startticketing: { endpoint: '/api/startticketing/redirect', ticketingPath: '/startticketing' },
  'launch/ticketing': { endpoint: '/api/launch/ticketing/redirect', ticketingPath: '/launch/ticketing' },
  startconcessions: { endpoint: '/api/startconcessions/redirect', ticketingPath: '/startconcessions' },
  refund: { endpoint: '/api/refund/redirect', ticketingPath: '/refund' },
} as const;

export type TicketingEndpointName = keyof typeof TICKETING_ENDPOINTS;

/**
 * §6: the endpoint every eligible ticketing link goes through, so that the token is added on the
 * server (?to={the link}); it answers guests too, without a token.
 */
export const TICKETING_LINK_ENDPOINT = '/api/ticketing/redirect';
/** Query keys of the endpoints: the link to follow, and the page's theater (§3.4, §4.14). */
export const TICKETING_LINK_TARGET_KEY = 'to';
export const TICKETING_THEATER_KEY = 'theater';
/** The query key the ticketing site reads the current theater from (the §3.6 name). */
export const TICKETING_CINEMA_KEY = 'cinemaId';

/** Where a reserved segment leads: a §2.1 endpoint, a ticketing page through the link endpoint, or our own screen. */
export type ReservedPathDestination =
  | { readonly kind: 'endpoint'; readonly name: TicketingEndpointName }
  | { readonly kind: 'ticketing'; readonly ticketingPath: string }
  | { readonly kind: 'own'; readonly path: string; readonly needsLoyalty: true };

/** Our own registration screen (§1 registration), where "signup" leads when the site has a loyalty programme. */
export const REGISTRATION_PATH = '/account/register/';

/**
 * §1, §2.1 reserved path segments other than permalink, movies and cms-preview (which are pages of
 * ours). Their screens are not shown by the spec, so each leads to the ticketing page that does
 * the job, or to our own screen where we have one.
 */
export const RESERVED_PATH_DESTINATIONS: Readonly<Record<string, ReservedPathDestination>> = {
  ticketing: { kind: 'endpoint', name: 'startticketing' },
  startticketing: { kind: 'endpoint', name: 'startticketing' },
  'launch/ticketing': { kind: 'endpoint', name: 'launch/ticketing' },
  startconcessions: { kind: 'endpoint', name: 'startconcessions' },
  'concessions/landing': { kind: 'ticketing', ticketingPath: '/concessions/landing' },
  giftcards: { kind: 'ticketing', ticketingPath: '/giftcards' },
  physicalgiftcards: { kind: 'ticketing', ticketingPath: '/physicalgiftcards' },
  giftmembership: { kind: 'ticketing', ticketingPath: '/giftmembership' },
  vouchers: { kind: 'ticketing', ticketingPath: '/vouchers' },
  signup: { kind: 'own', path: REGISTRATION_PATH, needsLoyalty: true },
  refund: { kind: 'endpoint', name: 'refund' },
  startseasonpass: { kind: 'ticketing', ticketingPath: '/startseasonpass' },
  loyaltycredit: { kind: 'ticketing', ticketingPath: '/loyaltycredit' },
  payreservation: { kind: 'ticketing', ticketingPath: '/payreservation' },
  'loyalty/upgrade': { kind: 'ticketing', ticketingPath: '/loyalty/upgrade' },
};

/** Longest accepted link or query handed to an endpoint (a link is a URL, not a document). */
export const MAX_TICKETING_LINK_LENGTH = 2048;
