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
  /** §5 the sign-in's captcha, checked between the two limits (login.ts): why a response is refused, or null. */
  readonly captcha?: (response: string | undefined) => Promise<'captcha_required' | 'captcha_failed' | null>;
  /** Concurrent refreshes of one session share one provider call (tabs, instances). */
  readonly refreshes?: SessionRefreshSharing;
  /** The site's public origins beside its Host: a posted sign-in form must come from one. */
  readonly trustedOrigins?: readonly string[];
  /** The origins that may frame the site (configuration.allowedEmbeddingDomains): the hand-off runs in their frame. */
  readonly embeddingOrigins?: readonly string[];
  /** §4.2 the sites a member arrives from with their token; an arrival another site sent signs no one in. */
  readonly tokenArrivalOrigins?: readonly string[];
  /** The texts asking whether another site's token arrival for `name` is the visitor's (English by default). */
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
