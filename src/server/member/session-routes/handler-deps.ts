import type { LoyaltyConfig } from '../../../lib/loyalty/loyalty-config.ts';
import type { SessionApi } from '../../../lib/loyalty/session/session-flows.ts';
import type { AttemptLimiter } from '../../rate-limit/attempt-limiter.ts';
import type { SessionRefreshSharing } from '../../session/session-refresh.ts';

export interface MemberHandlerDeps {
  readonly api: SessionApi;
  readonly loyalty: LoyaltyConfig;
  readonly loginSlug: string;
  readonly embedded: boolean;
  readonly now?: () => Date;
  /** Sign-in attempts per client and per account (429 with Retry-After past them). */
  readonly attempts?: AttemptLimiter;
  /**
   * §5 the sign-in's captcha, checked here between the client's limit and the account's, so that
   * an attempt without a valid captcha spends nothing of the member's (the session calls' gateway
   * then leaves it to this check): why a response is refused, null when it passes. None: no
   * captcha configured.
   */
  readonly captcha?: (response: string | undefined) => Promise<'captcha_required' | 'captcha_failed' | null>;
  /** Concurrent refreshes of one session share one provider call (tabs, instances). */
  readonly refreshes?: SessionRefreshSharing;
  /** The site's public origins beside its Host (a proxy that rewrites Host): a posted sign-in form must come from one. */
  readonly trustedOrigins?: readonly string[];
  /** The origins that may frame the site (configuration.allowedEmbeddingDomains): the hand-off runs in their frame. */
  readonly embeddingOrigins?: readonly string[];
  /**
   * §4.2 the other sites a member arrives from with their token (the ticketing site's origins, the
   * embedding sites'): an arrival another site sent signs no one in (isTrustedTokenArrival).
   */
  readonly tokenArrivalOrigins?: readonly string[];
  /**
   * The texts of the page that asks a visitor whether a token arrival another site sent is theirs,
   * for the account's `name`, in the site's language (English without it).
   */
  readonly tokenArrivalTexts?: (name: string) => Promise<TokenArrivalTexts>;
}

/** The question asked before an arrival another site sent signs anyone in, the account's name in it. */
export interface TokenArrivalTexts {
  readonly lang: string;
  readonly title: string;
  readonly body: string;
  readonly continue: string;
  readonly notMe: string;
}
