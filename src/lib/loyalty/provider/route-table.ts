import * as z from 'zod/mini';
import { V3_CINEMA_PARAM, V3_CIRCUIT_PARAM, WALLET_PROVIDERS, type ResponseFormat } from './provider-constants.ts';
import type { ApiVersion } from '../loyalty-constants.ts';

// The provider calls of §7.2–§7.9: the one table the typed client builds routes from and the gateway matches
// against (§7.1), so a call that is not in it cannot reach the provider.

/** The shape every parameter value must have; the gateway re-encodes values it has checked. */
const PARAMETER_SCHEMAS = {
  /** Short opaque ids, never a path: base64url session ids may start with "-" or "_", never with ".". */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/)),
  int: z.string().check(z.regex(/^\d{1,6}$/)),
  email: z.email().check(z.maxLength(254)),
  /** A free text value, e.g. §3.13 rootUrl ("the current host"): bounded and printable. */
  text: z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[^\u0000-\u001f\u007f]*$/)),
  url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  /** §2.5 reset tokens (TAPOS composes "uid={uid}&token={token}"). */
  code: z.string().check(z.regex(/^[A-Za-z0-9=&_.~+/-]{1,512}$/)),
  /** §7.5 Delete: "empty memberId value". */
  empty: z.literal(''),
  /** §7.9 fullJwt=true */
  true: z.literal('true'),
  wallet: z.enum(WALLET_PROVIDERS),
} as const;
export type ParameterKind = keyof typeof PARAMETER_SCHEMAS;
/** "kind" for a required query parameter, "kind?" for an optional one. */
type QuerySpec = `${ParameterKind}` | `${ParameterKind}?`;

/** §6: the token header a call carries; none for §7.3 ConfirmItemRedemption ("sent without token"). */
export type TokenUse = 'session' | 'session-optional' | 'refresh' | 'none';

export interface ProviderRoute {
  readonly method: 'GET' | 'POST';
  /** Path template; `{name}` segments are path parameters, validated by `pathParams`. */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, ParameterKind>>;
  readonly query: Readonly<Record<string, QuerySpec>>;
  /** The API generation (§3.6, §9.2); 'any' for calls both generations share. */
  readonly version: ApiVersion | 'any';
  readonly token: TokenUse;
  readonly body: boolean;
  /** §5 Captcha: sent with login and with the gift card balance check. */
  readonly captcha: boolean;
  readonly responseFormat: ResponseFormat;
  /** The spec section the call comes from, cited in tests. */
  readonly section: string;
}

// §7's own path notation, so that each row below reads as its line of the spec: {bc} the circuit and
// {bcin} the cinema query parameter of version 3.
const bc = V3_CIRCUIT_PARAM;
const bcin = V3_CINEMA_PARAM;

function route(
  method: 'GET' | 'POST',
  path: string,
  section: string,
  version: ApiVersion | 'any',
  options: {
    query?: Record<string, QuerySpec>;
    pathParams?: Record<string, ParameterKind>;
    token?: TokenUse;
    captcha?: boolean;
    responseFormat?: ResponseFormat;
  } = {},
): ProviderRoute {
  return {
    method,
    path,
    section,
    version,
    pathParams: options.pathParams ?? {},
    query: options.query ?? {},
    token: options.token ?? 'session',
    body: method === 'POST',
    captcha: options.captcha ?? false,
    responseFormat: options.responseFormat ?? 'json',
  };
}

export const PROVIDER_ROUTES = {
  // §7.2 Login, session and logout
  loginV1: route('POST', '/Member/Login', '§7.2', 1, { query: { circuitId: 'id' }, token: 'none', captcha: true }),
  loginV3: route('POST', '/Member/v3/Login', '§7.2', 3, { query: { [bc]: 'id' }, token: 'none', captcha: true }),
  refreshLoginV1: route('GET', '/Member/RefreshLogin', '§7.2', 1, { query: { circuitId: 'id' }, token: 'refresh' }),
  refreshLoginV3: route('GET', '/Member/v3/RefreshLogin', '§7.2', 3, { query: { [bc]: 'id' }, token: 'refresh' }),
  logoutV1: route('POST', '/Member/Logout', '§7.2', 1, { query: { circuitId: 'id' } }),
  logoutV3: route('POST', '/Member/v3/Logout', '§7.2', 3, { query: { [bc]: 'id', [bcin]: 'id' } }),

  // §7.3 History and rewards
  orderHistoryV1: route('GET', '/Member/v2/OrderHistory', '§7.3', 1, {
    query: { circuitId: 'id', maxResults: 'int?' },
  }),
  orderHistoryV3: route('GET', '/Member/v3/OrderHistory', '§7.3', 3, { query: { [bc]: 'id', maxResults: 'int?' } }),
  transactionHistoryV1: route('GET', '/Member/v2/TransactionHistory', '§7.3', 1, {
    query: { circuitId: 'id', maxResults: 'int?' },
  }),
  transactionHistoryV3: route('GET', '/Member/v3/TransactionHistory', '§7.3', 3, { query: { [bc]: 'id' } }),
  itemsAvailableV1: route('GET', '/Member/GetItemsAvailableToValidatedLoyaltyMember/{circuitId}', '§7.3', 1, {
    pathParams: { circuitId: 'id' },
  }),
  rewardsListingV3: route('GET', '/Member/v3/RewardsListing', '§7.3', 3, { query: { [bcin]: 'id' } }),
  orderLoyaltyItemV3: route('POST', '/Member/v3/OrderLoyaltyItem', '§7.3', 3, { query: { [bcin]: 'id' } }),
  confirmItemRedemptionV3: route('POST', '/Member/v3/ConfirmItemRedemption', '§7.3', 3, {
    query: { [bc]: 'id', [bcin]: 'id' },
    token: 'none',
  }),

  // §7.4 Gift cards and membership activation
  checkGiftCardBalance: route('POST', '/GiftCard/CheckGiftCardBalance', '§7.4', 'any', {
    query: { cinemaId: 'id' },
    token: 'none',
    captcha: true,
  }),
  getMembershipList: route('GET', '/Member/GetMembershipList/{cinemaId}/', '§7.4', 'any', {
    pathParams: { cinemaId: 'id' },
    query: { circuitId: 'id' },
    token: 'session-optional',
  }),
  setMemberToActivateOnComplete: route('POST', '/Member/SetMemberToActivateOnComplete', '§7.4', 'any', {
    query: { circuitId: 'id' },
    token: 'session-optional',
  }),
  addMembership: route('POST', '/Member/AddMembership/{cinemaId}', '§7.4', 'any', {
    pathParams: { cinemaId: 'id' },
    token: 'session-optional',
  }),
  completePayment: route('POST', '/Member/CompletePayment/', '§7.4', 'any', {
    query: { circuitId: 'id', cinemaId: 'id' },
    token: 'session-optional',
  }),

  // §7.5 Account
  createV1: route('POST', '/Member/Create', '§7.5', 1, { query: { circuitId: 'id' }, token: 'none' }),
  createV3: route('POST', '/Member/v3/Create', '§7.5', 3, { query: { [bc]: 'id' }, token: 'none' }),
  editV1: route('POST', '/Member/Edit', '§7.5', 1, { query: { circuitId: 'id' }, token: 'session-optional' }),
  editV3: route('POST', '/Member/v3/Edit', '§7.5', 3, { query: { [bc]: 'id' } }),
  usernameReminderV1: route('GET', '/Member/UsernameReminder/{circuitId}/{email}', '§7.5', 1, {
    pathParams: { circuitId: 'id', email: 'email' },
    token: 'none',
  }),
  memberSearchV1: route('POST', '/Member/MemberSearch/{circuitId}', '§7.5', 1, {
    pathParams: { circuitId: 'id' },
    token: 'none',
  }),
  getMemberV1: route('GET', '/Member/GetMember/', '§7.5', 1, {
    query: { circuitId: 'id', userSessionId: 'id?' },
    token: 'session-optional',
  }),
  getMemberV3: route('GET', '/Member/v3/GetMember/', '§7.5', 3, {
    query: { [bc]: 'id', userSessionId: 'id?' },
    token: 'session-optional',
  }),
  getValidatedMemberV1: route('GET', '/Member/GetValidatedMember/{circuitId}', '§7.5', 1, {
    pathParams: { circuitId: 'id' },
    query: { cinemaId: 'id' },
  }),
  startRegistrationV1: route('POST', '/Member/StartRegistration', '§7.5', 1, {
    query: { circuitId: 'id', cinemaId: 'id' },
    token: 'none',
  }),
  sendMemberActivationCodeV3: route('POST', '/Member/v3/SendMemberActivationCode', '§7.5', 3, {
    query: { [bc]: 'id' },
    token: 'none',
  }),
  deleteMemberV3: route('GET', '/Member/v3/Delete/', '§7.5', 3, { query: { [bc]: 'id', memberId: 'empty' } }),

  // §7.6 Password reset
  getResetPasswordCodeV1: route('GET', '/Member/GetResetPasswordCode', '§7.6', 1, {
    query: { circuitId: 'id', cinemaId: 'id', emailAddress: 'email', rootUrl: 'text', resetPasswordLink: 'url' },
    token: 'none',
  }),
  getResetPasswordCodeV3: route('GET', '/Member/v3/GetResetPasswordCode', '§7.6', 3, {
    query: { [bc]: 'id', [bcin]: 'id', emailAddress: 'email', rootUrl: 'text', resetPasswordLink: 'url' },
    token: 'none',
  }),
  validatePasswordResetCodeV1: route('GET', '/Member/ValidatePasswordResetCode', '§7.6', 1, {
    query: { circuitId: 'id', cinemaId: 'id', emailAddress: 'email', resetCode: 'code' },
    token: 'none',
  }),
  resetPasswordV1: route('POST', '/Member/ResetPassword', '§7.6', 1, {
    query: { circuitId: 'id', cinemaId: 'id' },
    token: 'none',
  }),
  resetPasswordV3: route('POST', '/Member/v3/ResetPassword', '§7.6', 3, {
    query: { [bc]: 'id', [bcin]: 'id' },
    token: 'none',
  }),

  // §7.7 Loyalty cards
  getCardsV3: route('GET', '/Member/v3/GetCards/', '§7.7', 3, { query: { [bc]: 'id' } }),
  addCardV3: route('POST', '/Member/v3/AddCard/', '§7.7', 3, { query: { [bc]: 'id' } }),
  deleteCardV1: route('POST', '/Member/DeleteCard', '§7.7', 1, { query: { circuitId: 'id' } }),
  deleteCardV3: route('POST', '/Member/v3/DeleteCard', '§7.7', 3, { query: { [bc]: 'id' } }),
  reportLostCardV3: route('GET', '/Member/v3/ReportLostCard', '§7.7', 3, { query: { [bc]: 'id', [bcin]: 'id' } }),

  // §7.8 Favourites
  getFavoriteFilmsV3: route('GET', '/Member/v3/GetFavoriteFilms', '§7.8', 3, { query: { [bc]: 'id' } }),
  addFavoriteFilmV3: route('POST', '/Member/v3/AddFavoriteFilm', '§7.8', 3, { query: { [bc]: 'id' } }),
  removeFavoriteFilmV3: route('POST', '/Member/v3/RemoveFavoriteFilm', '§7.8', 3, { query: { [bc]: 'id' } }),
  getFavoriteCinemasV3: route('GET', '/Member/v3/GetFavoriteCinemas', '§7.8', 3, { query: { [bc]: 'id' } }),
  addFavoriteCinemaV3: route('POST', '/Member/v3/AddFavoriteCinema', '§7.8', 3, { query: { [bc]: 'id' } }),
  removeFavoriteCinemaV3: route('POST', '/Member/v3/RemoveFavoriteCinema', '§7.8', 3, { query: { [bc]: 'id' } }),

  // §7.9 Other member calls
  getAllEVoucherConcessions: route('GET', '/Concession/GetAllEVoucherConcessions/{cinemaId}', '§7.9', 'any', {
    pathParams: { cinemaId: 'id' },
  }),
  getPaymentProviderPortalSession: route('POST', '/Member/GetPaymentProviderPortalSession', '§7.9', 'any', {
    query: { circuitId: 'id', cinemaId: 'id' },
  }),
  walletLoyaltyCard: route('GET', '/{walletProvider}ForPasses/CreateLoyaltyCard/{circuitId}', '§7.9', 'any', {
    pathParams: { walletProvider: 'wallet', circuitId: 'id' },
    query: { cardNumber: 'id', fullJwt: 'true' },
    responseFormat: 'raw',
  }),
  walletETicket: route('GET', '/{walletProvider}ForPasses/GetETicket/{circuitId}/{bookingId}', '§7.9', 'any', {
    pathParams: { walletProvider: 'wallet', circuitId: 'id', bookingId: 'id' },
    query: { fullJwt: 'true' },
    responseFormat: 'raw',
  }),
} as const satisfies Record<string, ProviderRoute>;

export type RouteId = keyof typeof PROVIDER_ROUTES;
export const ROUTE_IDS = Object.keys(PROVIDER_ROUTES) as RouteId[];

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

// Path templates compiled once: each segment is a literal or a literal with `{name}` holes.

interface CompiledSegment {
  readonly pattern: RegExp;
  readonly names: readonly string[];
}
interface CompiledRoute {
  readonly id: RouteId;
  readonly spec: ProviderRoute;
  readonly segments: readonly CompiledSegment[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileSegment(segment: string): CompiledSegment {
  const names: string[] = [];
  let source = '';
  let rest = segment;
  for (let hole = /\{(\w+)\}/.exec(rest); hole; hole = /\{(\w+)\}/.exec(rest)) {
    source += escapeRegExp(rest.slice(0, hole.index)) + '([^/]+?)';
    names.push(hole[1] ?? '');
    rest = rest.slice(hole.index + hole[0].length);
  }
  source += escapeRegExp(rest);
  return { pattern: new RegExp(`^${source}$`), names };
}

const COMPILED_ROUTES: readonly CompiledRoute[] = ROUTE_IDS.map((id) => ({
  id,
  spec: PROVIDER_ROUTES[id],
  segments: PROVIDER_ROUTES[id].path.split('/').map(compileSegment),
}));

function parseQuerySpec(spec: QuerySpec): { kind: ParameterKind; required: boolean } {
  return spec.endsWith('?')
    ? { kind: spec.slice(0, -1) as ParameterKind, required: false }
    : { kind: spec as ParameterKind, required: true };
}

export function isValidParameter(kind: ParameterKind, value: string): boolean {
  return PARAMETER_SCHEMAS[kind].safeParse(value).success;
}

/** Thrown when the client is asked to build a route with a missing or malformed parameter. */
export class RouteParameterError extends Error {
  constructor(routeId: string, name: string) {
    super(`Route ${routeId}: parameter "${name}" is missing or malformed`);
    this.name = 'RouteParameterError';
  }
}

/** The §7.1 reqMetadata route of an entry, encoded as the gateway rebuilds it, so it matches its own entry. */
export function buildRoute(id: RouteId, params: RouteParams): string {
  const spec: ProviderRoute = PROVIDER_ROUTES[id];
  const path = spec.path.replace(/\{(\w+)\}/g, (_hole, name: string) => {
    const value = params[name];
    const kind = spec.pathParams[name];
    if (value === undefined || kind === undefined || !isValidParameter(kind, String(value))) {
      throw new RouteParameterError(id, name);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, querySpec] of Object.entries(spec.query)) {
    const { kind, required } = parseQuerySpec(querySpec);
    const value = params[name];
    if (value === undefined) {
      if (required) throw new RouteParameterError(id, name);
      continue;
    }
    if (!isValidParameter(kind, String(value))) throw new RouteParameterError(id, name);
    search.append(name, String(value));
  }
  const query = search.toString();
  // §7.5 Delete keeps its empty "memberId=" value; URLSearchParams already writes "memberId=".
  return query ? `${path}?${query}` : path;
}

export type RouteMatch =
  | {
      readonly ok: true;
      readonly id: RouteId;
      readonly spec: ProviderRoute;
      /** The path and query rebuilt from validated values only, ready to append to the base URL. */
      readonly pathAndQuery: string;
      /** The validated path and query values, decoded, by parameter name. */
      readonly params: Readonly<Record<string, string>>;
    }
  | {
      readonly ok: false;
      readonly reason: 'malformed-route' | 'unknown-route' | 'method-not-allowed' | 'bad-parameter';
    };

const MAX_ROUTE_LENGTH = 4096;

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * §7.1: relative provider paths only, and `pathAndQuery` is re-encoded from the validated values, so none of
 * the caller's raw text reaches the upstream URL.
 */
export function matchRoute(method: string, routeText: string): RouteMatch {
  if (
    routeText.length === 0 ||
    routeText.length > MAX_ROUTE_LENGTH ||
    !routeText.startsWith('/') ||
    routeText.startsWith('//') ||
    /[\\#\s\u0000-\u001f\u007f]/.test(routeText)
  ) {
    return { ok: false, reason: 'malformed-route' };
  }
  const questionMark = routeText.indexOf('?');
  const pathText = questionMark === -1 ? routeText : routeText.slice(0, questionMark);
  const queryText = questionMark === -1 ? '' : routeText.slice(questionMark + 1);
  const rawSegments = pathText.split('/');

  let methodMismatch = false;
  let parameterMismatch = false;
  for (const compiled of COMPILED_ROUTES) {
    if (compiled.segments.length !== rawSegments.length) continue;
    const pathValues: Record<string, string> = {};
    let pathMatches = true;
    let pathParametersValid = true;
    for (let index = 0; index < rawSegments.length && pathMatches; index += 1) {
      const segment = compiled.segments[index];
      const raw = rawSegments[index] ?? '';
      const found = segment?.pattern.exec(raw);
      if (!segment || !found) {
        pathMatches = false;
        break;
      }
      segment.names.forEach((name, position) => {
        const decoded = decodeSegment(found[position + 1] ?? '');
        const kind = compiled.spec.pathParams[name];
        if (decoded === null || kind === undefined || !isValidParameter(kind, decoded)) {
          pathParametersValid = false;
        } else {
          pathValues[name] = decoded;
        }
      });
    }
    if (!pathMatches) continue;
    if (compiled.spec.method !== method) {
      methodMismatch = true;
      continue;
    }
    if (!pathParametersValid) {
      parameterMismatch = true;
      continue;
    }
    const queryValues = parseQuery(compiled.spec, queryText);
    if (!queryValues) {
      parameterMismatch = true;
      continue;
    }
    const params = { ...pathValues, ...queryValues };
    return { ok: true, id: compiled.id, spec: compiled.spec, pathAndQuery: buildRoute(compiled.id, params), params };
  }
  if (parameterMismatch) return { ok: false, reason: 'bad-parameter' };
  if (methodMismatch) return { ok: false, reason: 'method-not-allowed' };
  return { ok: false, reason: 'unknown-route' };
}

/** Query values of a route, or null when a key is unknown, repeated, malformed or missing. */
function parseQuery(spec: ProviderRoute, queryText: string): Record<string, string> | null {
  const values: Record<string, string> = {};
  if (queryText !== '') {
    for (const pair of queryText.split('&')) {
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
      const key = decodeSegment(rawKey.replace(/\+/g, ' '));
      const value = decodeSegment(rawValue.replace(/\+/g, ' '));
      if (key === null || value === null) return null;
      // Own keys only: a key like "__proto__" must not find Object.prototype.
      if (!Object.hasOwn(spec.query, key) || Object.hasOwn(values, key)) return null;
      const querySpec = spec.query[key];
      if (querySpec === undefined) return null;
      if (!isValidParameter(parseQuerySpec(querySpec).kind, value)) return null;
      values[key] = value;
    }
  }
  for (const [name, querySpec] of Object.entries(spec.query)) {
    if (parseQuerySpec(querySpec).required && !Object.hasOwn(values, name)) return null;
  }
  return values;
}
