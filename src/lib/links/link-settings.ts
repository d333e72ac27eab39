import type { ActionLinkTargets } from './action-links.ts';
import type { EmbeddingMode } from './embedding-mode.ts';
import type { TicketingLinkContext } from './ticketing-token.ts';

// §2.3: worked out by the server (src/server/site/link-settings.ts), read by the browser's Link; so here, below both.

/** Plain data, so a server layout can pass it. */
export interface LinkSettings {
  /** §5: the site's registrable domain (siteDomainOf). */
  siteDomain: string | null;
  /** §5: the server's answers for the hosts the site knows ahead (listedHostVerdicts). */
  listedHosts?: Readonly<Record<string, boolean>>;
  /** §9.7 "(Opens in a new window)", translated (links.opensInNewWindow). */
  messages: { opensInNewWindow: string };
  configuredEmbeddingMode?: EmbeddingMode | null;
  actionLinkTargets?: ActionLinkTargets;
  /** §6: never a token. */
  ticketing?: Omit<TicketingLinkContext, 'pageTheaterId'> | null;
}
