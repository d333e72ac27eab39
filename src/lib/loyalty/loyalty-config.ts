import { z } from 'zod';
import { PROVIDERS, type ProviderCode } from '../config/constants.ts';
import type { ApiVersion } from './loyalty-constants.ts';

// The derived loyalty configuration of §3.6 with the per-provider rules of §4.11 and the version
// selection of §9.2, plus the token parameter name each provider reads on hand-off (§3.6, §7.10).

export interface LoyaltyConfig {
  readonly version: ApiVersion;
  readonly circuitId: string;
  readonly cinemaId: string;
  readonly type: string;
  readonly clubId: string;
  readonly ticketingUrl: string;
  readonly includeActivation: boolean;
  readonly includeActivationCardNumber: boolean;
  readonly includeActivationPhoneNumber: boolean;
  readonly balanceTypes: readonly string[];
  readonly scannableCodeFormat: string;
  readonly provider: ProviderCode;
  readonly accessFromHeader: boolean;
  readonly guestHeaderAccessLabel: string;
  readonly guestSignupTabButton: string;
  readonly guestSignupTabText: string;
  readonly loggedInHeaderAccessLabel: string;
  /** §3.6: "passed through unchanged". */
  readonly loggedInMenu: unknown;
  readonly includeWatchlist: boolean;
  readonly cardType: string;
}

/** §3.6 defaults, in the table's order. */
export const LOYALTY_CONFIG_DEFAULTS: LoyaltyConfig = {
  version: 1,
  circuitId: '',
  cinemaId: '',
  type: 'NONE',
  clubId: '',
  ticketingUrl: '',
  includeActivation: false,
  includeActivationCardNumber: false,
  includeActivationPhoneNumber: false,
  balanceTypes: [],
  scannableCodeFormat: 'QR_CODE',
  provider: 'NONE',
  accessFromHeader: false,
  guestHeaderAccessLabel: '',
  guestSignupTabButton: '',
  guestSignupTabText: '',
  loggedInHeaderAccessLabel: '',
  loggedInMenu: undefined,
  includeWatchlist: false,
  cardType: 'DEMATERIALIZED',
};

/** §3.3: a field of the open-ended loyalty object with the wrong type counts as absent, so the §3.6 default applies. */
const loyaltySettingsSchema = z.looseObject({
  version: z
    .union([z.literal(1), z.literal(3)])
    .optional()
    .catch(undefined),
  circuitId: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  cinemaId: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  type: z.string().optional().catch(undefined),
  clubId: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  ticketingUrl: z.string().optional().catch(undefined),
  includeActivation: z.boolean().optional().catch(undefined),
  includeActivationCardNumber: z.boolean().optional().catch(undefined),
  includeActivationPhoneNumber: z.boolean().optional().catch(undefined),
  balanceTypes: z.array(z.string()).optional().catch(undefined),
  scannableCodeFormat: z.string().optional().catch(undefined),
  provider: z.enum(PROVIDERS).optional().catch(undefined),
  accessFromHeader: z.boolean().optional().catch(undefined),
  guestHeaderAccessLabel: z.string().optional().catch(undefined),
  guestSignupTabButton: z.string().optional().catch(undefined),
  guestSignupTabText: z.string().optional().catch(undefined),
  loggedInHeaderAccessLabel: z.string().optional().catch(undefined),
  loggedInMenu: z.unknown().optional(),
  includeWatchlist: z.boolean().optional().catch(undefined),
  cardType: z.string().optional().catch(undefined),
});

export interface DeriveLoyaltyConfigInput {
  /** settings.loyalty (§3.3), as configured. */
  readonly loyalty: unknown;
  /** settings.circuit.id (§3.3). */
  readonly settingsCircuitId: string;
  /** The current cinema's id (§4.14), when there is one. */
  readonly currentCinemaId?: string | undefined;
}

/** §3.6 defaults overridden by the configured fields, then by the provider rules of §4.11. */
export function deriveLoyaltyConfig(input: DeriveLoyaltyConfigInput): LoyaltyConfig {
  const parsed = loyaltySettingsSchema.safeParse(input.loyalty ?? {});
  const configured: Partial<Record<keyof LoyaltyConfig, unknown>> = parsed.success ? parsed.data : {};
  const pick = <K extends keyof LoyaltyConfig>(key: K): LoyaltyConfig[K] =>
    (configured[key] ?? LOYALTY_CONFIG_DEFAULTS[key]) as LoyaltyConfig[K];

  const provider = pick('provider');
  const base: LoyaltyConfig = {
    ...LOYALTY_CONFIG_DEFAULTS,
    version: pick('version'),
    circuitId: pick('circuitId'),
    cinemaId: pick('cinemaId'),
    clubId: pick('clubId'),
    ticketingUrl: pick('ticketingUrl'),
    includeActivation: pick('includeActivation'),
    includeActivationCardNumber: pick('includeActivationCardNumber'),
    includeActivationPhoneNumber: pick('includeActivationPhoneNumber'),
    balanceTypes: pick('balanceTypes'),
    scannableCodeFormat: pick('scannableCodeFormat'),
    provider,
    accessFromHeader: pick('accessFromHeader'),
    guestHeaderAccessLabel: pick('guestHeaderAccessLabel'),
    guestSignupTabButton: pick('guestSignupTabButton'),
    guestSignupTabText: pick('guestSignupTabText'),
    loggedInHeaderAccessLabel: pick('loggedInHeaderAccessLabel'),
    loggedInMenu: configured.loggedInMenu,
    includeWatchlist: pick('includeWatchlist'),
    cardType: pick('cardType'),
    // §4.11 type: forced to NON_TIERED for RTS, otherwise the configured type or NONE.
    type: provider === 'RTS' ? 'NON_TIERED' : pick('type'),
  };
  // §4.11: for the providers that take it, cinemaId is the current cinema's (§4.14).
  const cinemaId = input.currentCinemaId ?? base.cinemaId;
  const loyaltyOrSettingsCircuit = base.circuitId !== '' ? base.circuitId : input.settingsCircuitId;

  switch (provider) {
    case 'BOOST_POS':
    case 'BOOST_POS_WITHOUT_LOYALTY':
      return { ...base, balanceTypes: ['POINTS'], version: 3, circuitId: loyaltyOrSettingsCircuit, cinemaId };
    case 'TAPOS':
      return { ...base, version: 3, circuitId: loyaltyOrSettingsCircuit, cinemaId };
    case 'CGR':
      // §4.11: CGR takes settings.circuit.id only, never the loyalty circuitId.
      return { ...base, version: 3, circuitId: input.settingsCircuitId, cinemaId };
    default:
      // §4.11 "Any other provider: version stays 1", whatever the loyalty object says.
      return { ...base, version: 1 };
  }
}

/** §3.6: the site context sent with every member call. */
export interface LoyaltySiteContext {
  readonly circuitId: string;
  readonly cinemaId: string;
  readonly clubId: string;
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
}

export function siteContextOf(config: LoyaltyConfig): LoyaltySiteContext {
  const { circuitId, cinemaId, clubId, provider, version } = config;
  return { circuitId, cinemaId, clubId, provider, version };
}

/** §3.6 "The provider decides the name of the token parameter"; §7.10 lists those in use. */
export const TOKEN_PARAM_BY_PROVIDER: Readonly<Record<ProviderCode, string>> = {
  NONE: 'token',
  RTS: 'userSessionId',
  BOOST_POS: 'token',
  BOOST_POS_WITHOUT_LOYALTY: 'token',
  TAPOS: 'requestData',
  CGR: 'token_clubcgr',
};

export function tokenParamName(provider: ProviderCode): string {
  return TOKEN_PARAM_BY_PROVIDER[provider];
}

// §4.11 cinemaId of member calls: in its own module (no zod), because the browser's member layer uses it.
export { memberCallCinemaId, PROVIDERS_WITH_CURRENT_CINEMA } from './member-call-cinema.ts';
