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
  /** Server-side secret; absent configuration means no captcha check (§7.1, issue 5). */
  readonly secret: string;
  /** Verification endpoint; the reCAPTCHA site-verify URL unless told otherwise. */
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
  /** Calls whose body is in (checked, then forwarded). */
  active: number;
  /** Calls whose body is still arriving. */
  reading?: number;
}

export interface GatewayOptions {
  /** PROVIDER_API_URL: server-only base URL of the provider API. */
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
  /**
   * Routes whose captcha the caller has verified already (the sign-in handler, between its two
   * limits): a response is good once, so the gateway does not check it again. Only server code
   * that checks it itself may name a route here; every other captcha route is still checked.
   */
  readonly captchaVerifiedByCaller?: readonly RouteId[];
  /**
   * Where the provider tokens of a call come from: the browser's calls read the member's HttpOnly
   * session cookie (site-gateway.ts), so page JavaScript never holds a token; server code's
   * in-process calls pass the §6 token headers (readTokenHeaders, the default).
   */
  readonly readSessionTokens?: (call: GatewayCall) => SessionTokens | Promise<SessionTokens>;
  /**
   * Takes the credentials out of answers before they leave for the browser (the member session,
   * issue 6: the provider tokens live in the HttpOnly cookie only), whatever the call's
   * responseFormat and the provider's Content-Type.
   */
  readonly redaction?: AnswerRedaction;
  /**
   * Refuse calls that a browser marks as coming from another origin (Origin, Sec-Fetch-Site): the
   * browser's calls carry the member's cookie, and a cross-site form post must not act with it.
   */
  readonly sameOriginOnly?: boolean;
  /** With sameOriginOnly: the site's public origins, accepted whatever the Host header says. */
  readonly trustedOrigins?: readonly string[];
  /**
   * The site's loyalty scope (§3.6): calls for another circuit, club, cinema or API generation are
   * refused, and the §3.13 reset-link fields are the site's own. null: the site has no loyalty
   * programme and nothing is forwarded. Absent: no pinning (tests of the gateway's other rules).
   */
  readonly scope?: LoyaltyScope | null;
  /** Routes this caller may not use: the page's gateway leaves sign-in and refresh to /api/member/*. */
  readonly refusedRoutes?: readonly RouteId[];
  /**
   * Routes this caller may use only with a member session (readSessionTokens finds one): the page's
   * gateway refuses a guest the version 1 edit, which without a session acts on any memberId (§4.10
   * runs it on the server, /api/member/online-access). Refused as refusedRoutes are (403).
   */
  readonly guestRefusedRoutes?: readonly RouteId[];
  /**
   * Routes whose payload may name a member only as the session's own: a memberId that differs from
   * the session's (readSessionTokens' memberId) is refused (403), so a signed-in member cannot edit
   * another account by its id, whatever the provider does with a token and a memberId both sent.
   */
  readonly ownMemberRoutes?: readonly RouteId[];
  /**
   * Limits on what a stranger can repeat (sign-in, password reset, registration, the gift-card
   * check), per client and per account: past them a 429 with Retry-After, nothing upstream.
   */
  readonly attempts?: { readonly limiter: AttemptLimiter; readonly clientOf: (call: GatewayCall) => string };
  /** Upstream transport as a fetch (tests); the keep-alive node:http transport unless given. */
  readonly fetch?: typeof fetch;
}

export const GATEWAY_DEFAULTS = {
  timeoutMs: 10_000,
  maxInFlight: 256,
  /** Issue 5: request body ≤ 16 KB. */
  maxBodyBytes: 16 * 1024,
  /**
   * A page's own call is a few hundred bytes, and no call may exceed maxBodyBytes (16 KB): a body
   * still coming after this is a 408 (16 KB in 5 s is 26 kbit/s, below any phone connection).
   */
  bodyTimeoutMs: 5_000,
  maxUpstreamBytes: 2 * 1024 * 1024,
} as const;
