import 'server-only';
import { EMBEDDING_MODE_TAPOS } from '../../lib/config/constants.ts';
import { deriveLoyaltyConfig, siteContextOf, type LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { createProviderApi } from '../../lib/loyalty/provider/provider-api.ts';
import type { SessionApi } from '../../lib/loyalty/session/session-flows.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import { handleCypherRequest, readTokenHeaders, type GatewayOptions } from '../gateway/handle-cypher-request.ts';
import { siteGatewayOptions } from '../gateway/site-gateway.ts';
import { getSiteFile } from '../site/site.ts';
import type { MemberHandlerDeps } from './member-handlers.ts';

// Server wiring of the member session: the site's loyalty configuration (§3.6, §4.11) and the
// provider calls of the session flows, made through the gateway in-process (same route table,
// limits and answer checks as the browser's calls, no HTTP hop).

/** The site's derived loyalty configuration; the current cinema is the site's first theater. */
export function siteLoyaltyConfig(site: SiteFile = getSiteFile()): LoyaltyConfig {
  return deriveLoyaltyConfig({
    loyalty: site.settings.loyalty,
    settingsCircuitId: site.settings.circuit.id,
    currentCinemaId: site.configuration.theaterIds[0],
  });
}

/**
 * The session flows hold the tokens (the cookie's, the rotated ones of a refresh), so each call
 * passes its own: the gateway reads them from the envelope's token headers rather than from a
 * cookie.
 */
function sessionApiOf(config: LoyaltyConfig): SessionApi {
  const options: GatewayOptions = { ...siteGatewayOptions(), readSessionTokens: readTokenHeaders };
  return createProviderApi(siteContextOf(config), {
    endpoint: 'http://gateway.internal/api/cypher',
    fetch: (input, init) => handleCypherRequest(new Request(input, init), options),
  });
}

export function memberHandlerDeps(): MemberHandlerDeps {
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  return {
    api: sessionApiOf(loyalty),
    loyalty,
    loginSlug: site.settings.loginPage.slug,
    embedded: site.configuration.embeddingMode === EMBEDDING_MODE_TAPOS,
  };
}
