import type { RouteId } from '../../../lib/loyalty/provider/route-table.ts';
import type { LoyaltyScope } from '../../../lib/loyalty/provider/site-scope.ts';
import type { AttemptLimiter } from '../../rate-limit/attempt-limiter.ts';
import type { GatewayCall } from './gateway-call.ts';

export interface SessionTokens {
  readonly sessionToken?: string | undefined;
  readonly refreshToken?: string | undefined;
  /** The session's member (version 1 sessions carry it): see GatewayOptions.ownMemberRoutes. */
  readonly memberId?: string | undefined;
}

export interface CaptchaVerification {
  /** Server-side secret; absent configuration means no captcha check (§7.1). */
  readonly secret: string;
  readonly verifyUrl?: string;
  /** Replaces the HTTP verification (tests). */
  readonly verify?: (response: string, secret: string) => Promise<boolean>;
}

/** How the gateway takes credentials out of provider answers (src/lib/loyalty/provider/token-redaction.ts). */
export interface AnswerRedaction {
  /** Removes the credentials of a parsed JSON object or array in place; true when it removed any. */
  removeFrom(answer: object): boolean;
  /** True when an answer that is not a JSON object or array names a credential: it is refused. */
  mentions(text: string): boolean;
}

/** Counts calls in flight; share one per process so the caps hold across requests. */
export interface InFlightCounter {
  active: number;
  /** Calls whose body is still arriving. */
  reading?: number;
}

export interface GatewayOptions {
  readonly providerApiUrl: string;
  /** Upstream time budget, headers and body included. */
  readonly timeoutMs?: number;
  readonly maxInFlight?: number;
  readonly inFlight?: InFlightCounter;
  readonly maxBodyBytes?: number;
  /** Time the caller's body has to arrive in full (a 408 after it). */
  readonly bodyTimeoutMs?: number;
  readonly maxUpstreamBytes?: number;
  readonly captcha?: CaptchaVerification;
  /** Routes whose captcha the calling server code checked itself: a response is good only once. */
  readonly captchaVerifiedByCaller?: readonly RouteId[];
  /** Where a call's tokens come from: the HttpOnly cookie for browser calls, the §6 headers (default) otherwise. */
  readonly readSessionTokens?: (call: GatewayCall) => SessionTokens | Promise<SessionTokens>;
  /** Takes credentials out of every answer, whatever its format: tokens live in the HttpOnly cookie only. */
  readonly redaction?: AnswerRedaction;
  /** Refuse calls a browser marks as cross-origin: they carry the member's cookie. */
  readonly sameOriginOnly?: boolean;
  /** With sameOriginOnly: the site's public origins, accepted whatever the Host header says. */
  readonly trustedOrigins?: readonly string[];
  /** The site's loyalty scope (§3.6, §3.13); null: no loyalty programme, nothing is forwarded; absent: no pinning. */
  readonly scope?: LoyaltyScope | null;
  /** Routes this caller may not use: the page's gateway leaves sign-in and refresh to /api/member/*. */
  readonly refusedRoutes?: readonly RouteId[];
  /** Routes refused (403) without a member session: the version 1 edit would act on any memberId (§4.10). */
  readonly guestRefusedRoutes?: readonly RouteId[];
  /** Routes whose payload may name only the session's own memberId (else 403), so no member edits another's account. */
  readonly ownMemberRoutes?: readonly RouteId[];
  /** Per-client and per-account limits on repeatable calls (sign-in, reset, gift card): a 429 past them. */
  readonly attempts?: { readonly limiter: AttemptLimiter; readonly clientOf: (call: GatewayCall) => string };
  /** Upstream transport as a fetch (tests); the keep-alive undici transport unless given. */
  readonly fetch?: typeof fetch;
}

export const GATEWAY_DEFAULTS = {
  timeoutMs: 10_000,
  maxInFlight: 256,
  maxBodyBytes: 16 * 1024,
  /** 16 KB in 5 s is 26 kbit/s, below any phone connection: a body slower than that is a 408. */
  bodyTimeoutMs: 5_000,
  maxUpstreamBytes: 2 * 1024 * 1024,
} as const;
