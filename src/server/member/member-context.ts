import 'server-only';
import { EMBEDDING_MODE_TAPOS } from '../../lib/config/constants.ts';
import { deriveLoyaltyConfig, siteContextOf, type LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { createLoyaltyApi, type LoyaltyApi } from '../../lib/loyalty/member-api.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import { handleCypherRequest, readTokenHeaders, type GatewayOptions } from '../gateway/handle-cypher-request.ts';
import { siteGatewayOptions } from '../gateway/site-gateway.ts';
import { getSiteFile } from '../site/site.ts';
import type { MemberHandlerDeps } from './member-handlers.ts';

// Server wiring of the member session: the site's loyalty configuration (§3.6, §4.11), the typed
// API over the gateway in-process (same route table, limits and token checks as the browser's
// calls), and the two faces of the gateway's token seam.

/** The site's derived loyalty configuration; the current cinema is the site's first theater. */
export function siteLoyaltyConfig(site: SiteFile = getSiteFile()): LoyaltyConfig {
  return deriveLoyaltyConfig({
    loyalty: site.settings.loyalty,
    settingsCircuitId: site.settings.circuit.id,
    currentCinemaId: site.configuration.theaterIds[0],
  });
}

/**
 * The API for server code, which holds the tokens: calls go through the gateway handler directly
 * (no HTTP hop), which takes the token headers from the server-built envelope.
 */
export function serverLoyaltyApi(config: LoyaltyConfig = siteLoyaltyConfig()): LoyaltyApi {
  const options: GatewayOptions = { ...siteGatewayOptions(), readSessionTokens: readTokenHeaders };
  return createLoyaltyApi(siteContextOf(config), {
    endpoint: 'http://gateway.internal/api/cypher',
    fetch: (input, init) => handleCypherRequest(new Request(input, init), options),
  });
}

export function memberHandlerDeps(): MemberHandlerDeps {
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  return {
    api: serverLoyaltyApi(loyalty),
    loyalty,
    loginSlug: site.settings.loginPage.slug,
    embedded: site.configuration.embeddingMode === EMBEDDING_MODE_TAPOS,
  };
}
