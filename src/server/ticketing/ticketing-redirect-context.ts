import 'server-only';
import { EMBEDDING_MODE_TAPOS } from '../../lib/config/constants.ts';
import { TOKEN_PARAM_BY_PROVIDER, tokenParamName } from '../../lib/loyalty/loyalty-config.ts';
import { ticketingBaseUrl } from '../../lib/links/ticketing-token.ts';
import { ticketingProviderInUse, ticketingTokenParam } from '../../lib/links/ticketing-provider.ts';
import { sessionApiForTheater, siteLoyaltyConfig } from '../member/member-context.ts';
import { siteAttemptLimiter } from '../rate-limit/site-limiter.ts';
import { getSiteFile } from '../site/site.ts';
import type { TicketingRedirectDeps } from './ticketing-redirect-handler.ts';

// Server wiring of the ticketing redirect endpoints (§2.1, §6, §4.14).

export function ticketingRedirectDeps(): TicketingRedirectDeps {
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  return {
    site: {
      ticketingUrl: ticketingBaseUrl(loyalty.ticketingUrl, site.settings.ticketingSiteUrl),
      betaFeaturesEnabled: site.configuration.betaFeaturesEnabled,
      isSingleLocation: site.configuration.isSingleLocation,
      theaterIds: site.configuration.theaterIds,
      tokenParams: [...new Set(Object.values(TOKEN_PARAM_BY_PROVIDER))],
    },
    loyaltyVersion: loyalty.provider === 'NONE' ? null : loyalty.version,
    tokenParamFor: (currentTheaterId) =>
      ticketingTokenParam(
        ticketingProviderInUse(site.theaters, currentTheaterId, site.settings.ticketingProvider),
        loyalty.provider,
      ),
    apiFor: (currentTheaterId) => sessionApiForTheater(currentTheaterId, site),
    embedded: site.configuration.embeddingMode === EMBEDDING_MODE_TAPOS,
    attempts: siteAttemptLimiter(),
  };
}

/** §6: what every page's links know of the ticketing site (no token: the endpoint adds it). */
export function ticketingLinkSettings(site = getSiteFile()) {
  const loyalty = siteLoyaltyConfig(site);
  return {
    ticketingUrl: ticketingBaseUrl(loyalty.ticketingUrl, site.settings.ticketingSiteUrl),
    tokenParam: tokenParamName(loyalty.provider),
    betaFeaturesEnabled: site.configuration.betaFeaturesEnabled,
  };
}
