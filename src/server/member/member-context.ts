import 'server-only';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { EMBEDDING_MODE_TAPOS } from '../../lib/config/constants.ts';
import { deriveLoyaltyConfig, siteContextOf, type LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { createMemberApi, type MemberApi } from '../../lib/loyalty/member/member-api.ts';
import { createProviderApi } from '../../lib/loyalty/provider/provider-api.ts';
import { editorOrigins } from '../../lib/preview/editor-origins.ts';
import { tokenArrivalOriginsOf } from '../../lib/loyalty/session/token-arrival.ts';
import { SIGN_IN_ROUTES } from '../../lib/loyalty/provider/attempt-limits.ts';

import type { SessionApi } from '../../lib/loyalty/session/session-flows.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import {
  captchaRefusal,
  handleCypherRequest,
  readTokenHeaders,
  type GatewayOptions,
} from '../gateway/handle-cypher-request.ts';
import { siteGatewayOptions } from '../gateway/site-gateway.ts';
import { getSiteFile } from '../site/site.ts';
import { siteAttemptLimiter } from '../rate-limit/site-limiter.ts';
import { sessionOfCookieHeader, siteSessionKeys } from '../session/session-codec.ts';
import { createSessionRefreshSharing, type SessionRefreshSharing } from '../session/session-refresh.ts';
import { siteSharedStore } from '../shared-store/site-store.ts';
import type { MemberHandlerDeps } from './member-handlers.ts';
import type { OnlineAccessDeps } from './online-access.ts';
import type { WalletPassDeps } from './wallet-pass.ts';

let refreshes: SessionRefreshSharing | undefined;

// Server wiring of the member area (§3.6, §4.11). Calls go through the gateway in-process: the same
// route table, limits and answer checks as the browser's, without an HTTP hop.

/** The site's derived loyalty configuration; the current cinema is the site's first theater. */
export function siteLoyaltyConfig(site: SiteFile = getSiteFile()): LoyaltyConfig {
  return deriveLoyaltyConfig({
    loyalty: site.settings.loyalty,
    settingsCircuitId: site.settings.circuit.id,
    currentCinemaId: site.configuration.theaterIds[0],
  });
}

/** The gateway, in-process, taking the token headers of the envelope this server code built. */
function inProcessGateway({ captchaVerifiedByCaller }: Pick<GatewayOptions, 'captchaVerifiedByCaller'> = {}) {
  const options: GatewayOptions = {
    ...siteGatewayOptions(),
    readSessionTokens: readTokenHeaders,
    ...(captchaVerifiedByCaller ? { captchaVerifiedByCaller } : {}),
  };
  return {
    endpoint: 'http://gateway.internal/api/cypher',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handleCypherRequest(new Request(input, init), options),
  };
}

/** The session flows hold the tokens (the cookie's, a refresh's rotated ones), so each call passes its own. */
function sessionApiOf(config: LoyaltyConfig): SessionApi {
  return createProviderApi(siteContextOf(config), inProcessGateway());
}

/**
 * The member layer bound to the request's session cookie, for a server page showing one member's data;
 * null for a guest or another API generation. The token stays on the server.
 */
export async function requestMemberApi(): Promise<MemberApi | null> {
  const site = getSiteFile();
  const requestHeaders = await headers();
  const secure =
    site.configuration.embeddingMode === EMBEDDING_MODE_TAPOS ||
    requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const session = sessionOfCookieHeader(requestHeaders.get('cookie'), secure);
  const config = siteLoyaltyConfig(site);
  if (!session || session.cypherVersion !== config.version) return null;
  return createMemberApi({
    context: siteContextOf(config),
    locale: (await getLocale()) === 'fr' ? 'fr' : 'en',
    country: site.configuration.country.iso31661A2,
    session: { token: session.token },
    ...inProcessGateway(),
  });
}

/** The session flows' provider calls for a current theater, else the site's first (§4.11, §4.14). */
export function sessionApiForTheater(currentTheaterId: string | null, site: SiteFile = getSiteFile()): SessionApi {
  return sessionApiOf(
    deriveLoyaltyConfig({
      loyalty: site.settings.loyalty,
      settingsCircuitId: site.settings.circuit.id,
      currentCinemaId: currentTheaterId ?? site.configuration.theaterIds[0],
    }),
  );
}

export function memberHandlerDeps(): MemberHandlerDeps {
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  const captcha = siteGatewayOptions().captcha;
  const embeddingOrigins = editorOrigins(site.configuration.allowedEmbeddingDomains);
  return {
    // The sign-in handler checks its captcha itself, between its two limits (deps.captcha).
    api: createProviderApi(siteContextOf(loyalty), inProcessGateway({ captchaVerifiedByCaller: SIGN_IN_ROUTES })),
    ...(captcha ? { captcha: (response: string | undefined) => captchaRefusal(captcha, response) } : {}),
    loyalty,
    loginSlug: site.settings.loginPage.slug,
    embedded: site.configuration.embeddingMode === EMBEDDING_MODE_TAPOS,
    attempts: siteAttemptLimiter(),
    refreshes: (refreshes ??= createSessionRefreshSharing(siteSharedStore(), siteSessionKeys())),
    trustedOrigins: siteGatewayOptions().trustedOrigins ?? [],
    embeddingOrigins,
    tokenArrivalTexts: async (name) => {
      const t = await getTranslations('member.tokenArrival');
      return {
        lang: site.configuration.locale,
        title: t('title'),
        body: t('body', { name }),
        continue: t('continue', { name }),
        notMe: t('notMe'),
      };
    },
    tokenArrivalOrigins: tokenArrivalOriginsOf(
      { loyalty: loyalty.ticketingUrl, site: site.settings.ticketingSiteUrl },
      embeddingOrigins,
    ),
  };
}

/** §4.10 online access runs here as a guest, through the in-process gateway (the page's refuses it). */
export function onlineAccessDeps(): OnlineAccessDeps {
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  return {
    api: createProviderApi(siteContextOf(loyalty), inProcessGateway()),
    loyalty,
    attempts: siteAttemptLimiter(),
    trustedOrigins: siteGatewayOptions().trustedOrigins ?? [],
  };
}

/** §7.9 Apple Wallet passes: the member's session from the cookie, the file through the in-process gateway. */
export function walletPassDeps(): WalletPassDeps {
  const deps = memberHandlerDeps();
  const passes = createProviderApi(siteContextOf(deps.loyalty), inProcessGateway());
  return { ...deps, passFile: (token, wallet, pass) => passes.walletPassFile(token, wallet, pass) };
}
