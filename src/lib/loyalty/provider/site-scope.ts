import type { ProviderCode } from '../../config/constants.ts';
import { deriveLoyaltyConfig } from '../loyalty-config.ts';
import type { ApiVersion } from '../loyalty-constants.ts';
import { buildResetPasswordLink, RESET_PASSWORD_PAGE_PATH } from '../member/password-reset.ts';
import { V3_CINEMA_PARAM, V3_CIRCUIT_PARAM } from './provider-constants.ts';
import type { ProviderRoute, RouteId } from './route-table.ts';

// What one site may ask of the provider (§3.6 "the site context used in every member call"): its own circuit,
// club, API generation and cinemas only, and §3.13 reset links on its own origin.

export interface LoyaltyScope {
  readonly provider: ProviderCode;
  /** §3.6 API generation: routes of the other generation are refused. */
  readonly version: ApiVersion;
  readonly circuitId: string;
  /** §3.6 clubId; '' when the site configures none (the provider's own then passes, §4.10). */
  readonly clubId: string;
  /** The site's theaters (§3.5): the only cinemas a call may name. */
  readonly cinemaIds: readonly string[];
  /** The site's public origin (scheme://host[:port]): §2.5 reset links are built on it. */
  readonly siteOrigin: string;
}

/** The parts of a site file the scope is derived from. */
export interface ScopeSource {
  readonly configuration: { readonly theaterIds: readonly string[] };
  readonly settings: { readonly loyalty?: unknown; readonly circuit: { readonly id: string } };
}

/** The scope of a site, or null for a site without a loyalty programme (nothing is forwarded). */
export function loyaltyScopeOf(site: ScopeSource, siteOrigin: string): LoyaltyScope | null {
  const config = deriveLoyaltyConfig({
    loyalty: site.settings.loyalty,
    settingsCircuitId: site.settings.circuit.id,
    currentCinemaId: site.configuration.theaterIds[0],
  });
  if (config.provider === 'NONE') return null;
  return {
    provider: config.provider,
    version: config.version,
    circuitId: config.circuitId,
    clubId: config.clubId,
    cinemaIds: [...site.configuration.theaterIds],
    siteOrigin: new URL(siteOrigin).origin,
  };
}

export type ScopeRefusal = 'other-generation' | 'other-circuit' | 'other-cinema' | 'other-club' | 'foreign-reset-link';

export type ScopedCall =
  | { readonly ok: true; readonly params: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly reason: ScopeRefusal };

const CIRCUIT_PARAMS = ['circuitId', V3_CIRCUIT_PARAM] as const;
const CINEMA_PARAMS = ['cinemaId', V3_CINEMA_PARAM] as const;
const RESET_CODE_ROUTES: readonly RouteId[] = ['getResetPasswordCodeV1', 'getResetPasswordCodeV3'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cinema ids a payload names (§3.10 favourite cinemas, §3.12 AddMembership). */
function payloadCinemaIds(payload: Readonly<Record<string, unknown>>): unknown[] {
  const ids: unknown[] = [];
  for (const name of CINEMA_PARAMS) if (Object.hasOwn(payload, name)) ids.push(payload[name]);
  const favorites = payload.favoriteCinemas;
  // §7.8: favoriteCinemas is sent as one object or as a list.
  for (const entry of Array.isArray(favorites) ? favorites : favorites === undefined ? [] : [favorites]) {
    ids.push(isRecord(entry) ? entry[V3_CINEMA_PARAM] : entry);
  }
  return ids;
}

/**
 * The parameters to forward, or a refusal. The reset-code request gets the site's own rootUrl and link (§2.5,
 * §3.13) whatever the caller sent, and one on another host is refused: the provider mails that link.
 */
export function scopeCall(
  match: { readonly id: RouteId; readonly spec: ProviderRoute; readonly params: Readonly<Record<string, string>> },
  payload: Readonly<Record<string, unknown>>,
  scope: LoyaltyScope,
): ScopedCall {
  if (match.spec.version !== 'any' && match.spec.version !== scope.version)
    return { ok: false, reason: 'other-generation' };
  const { params } = match;
  for (const name of CIRCUIT_PARAMS) {
    if (Object.hasOwn(params, name) && params[name] !== scope.circuitId) return { ok: false, reason: 'other-circuit' };
  }
  for (const name of CINEMA_PARAMS) {
    if (Object.hasOwn(params, name) && !scope.cinemaIds.includes(params[name] as string))
      return { ok: false, reason: 'other-cinema' };
  }
  for (const id of payloadCinemaIds(payload)) {
    if (typeof id !== 'string' || !scope.cinemaIds.includes(id)) return { ok: false, reason: 'other-cinema' };
  }
  if (scope.clubId !== '' && Object.hasOwn(payload, 'clubId')) {
    const clubId = payload.clubId;
    if (clubId !== scope.clubId && clubId !== '' && clubId !== null) return { ok: false, reason: 'other-club' };
  }
  if (!RESET_CODE_ROUTES.includes(match.id)) return { ok: true, params };

  const site = new URL(scope.siteOrigin);
  let asked: URL;
  try {
    asked = new URL(params.resetPasswordLink ?? '');
  } catch {
    return { ok: false, reason: 'foreign-reset-link' };
  }
  if (asked.origin !== site.origin || (params.rootUrl ?? '') !== site.host)
    return { ok: false, reason: 'foreign-reset-link' };
  const resetPasswordLink = buildResetPasswordLink({
    base: site.origin,
    path: RESET_PASSWORD_PAGE_PATH,
    provider: scope.provider,
    version: scope.version,
    email: params.emailAddress ?? '',
  });
  return { ok: true, params: { ...params, rootUrl: site.host, resetPasswordLink } };
}
