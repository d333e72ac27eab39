// The fixed lists of the ticketing hand-off (§1, §2.1, §6). The spec leaves the token sub-path names to us:
// they follow what a ticketing web-sales site offers.

/** §6 token sub-paths of {ticketingUrl}, each a whole path segment ("/accounting" is not "/account"). */
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

export const TICKETING_ORDERS_PATH = '/account/orders';

/** §2.1 server redirect endpoints, by name; each leads to the ticketing page of the same path. */
export const TICKETING_ENDPOINTS = {
  startticketing: { endpoint: '/api/startticketing/redirect', ticketingPath: '/startticketing' },
  'launch/ticketing': { endpoint: '/api/launch/ticketing/redirect', ticketingPath: '/launch/ticketing' },
  startconcessions: { endpoint: '/api/startconcessions/redirect', ticketingPath: '/startconcessions' },
  refund: { endpoint: '/api/refund/redirect', ticketingPath: '/refund' },
} as const;

export type TicketingEndpointName = keyof typeof TICKETING_ENDPOINTS;

/** §6: every eligible ticketing link goes through this endpoint (?to={the link}), which adds the token. */
export const TICKETING_LINK_ENDPOINT = '/api/ticketing/redirect';
/** Query keys of the endpoints: the link to follow, and the page's theater (§4.14). */
export const TICKETING_LINK_TARGET_KEY = 'to';
export const TICKETING_THEATER_KEY = 'theater';
/** The query key the ticketing site reads the current theater from (the §3.6 name). */
export const TICKETING_CINEMA_KEY = 'cinemaId';

export type ReservedPathDestination =
  | { readonly kind: 'endpoint'; readonly name: TicketingEndpointName }
  | { readonly kind: 'ticketing'; readonly ticketingPath: string }
  | { readonly kind: 'own'; readonly path: string; readonly needsLoyalty: true };

export const REGISTRATION_PATH = '/account/register/';

/** §1, §2.1 reserved segments the spec shows no screen for: the ticketing page that does the job, or ours. */
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
