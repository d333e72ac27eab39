import type { ActionLinkTargets } from './action-links.ts';
import type { EmbeddingMode } from './embedding-mode.ts';
import type { TicketingLinkContext } from './ticketing-token.ts';

// §2.3 the site's link settings: worked out by the server (src/server/site/link-settings.ts) and
// read by the browser's Link through its context, so the shape lives here, below both.

/** What every Link needs to know about the site; plain data, so a server layout can pass it. */
export interface LinkSettings {
  /** The site's registrable domain, worked out on the server (siteDomainOf): the §5 external link check compares against it. */
  siteDomain: string | null;
  /**
   * §5: whether each host the site knows ahead (configuration, catalogue) is on the public suffix
   * list, answered on the server (listedHostVerdicts), so that the page needs the list itself only
   * for another host.
   */
  listedHosts?: Readonly<Record<string, boolean>>;
  /** Translated messages (next-intl key links.opensInNewWindow, §9.7 "(Opens in a new window)"). */
  messages: { opensInNewWindow: string };
  /** configuration.embeddingMode; a visit can also switch it on by query parameter (§2.3). */
  configuredEmbeddingMode?: EmbeddingMode | null;
  /** §2.3 action links; DEFAULT_ACTION_LINK_TARGETS when absent. */
  actionLinkTargets?: ActionLinkTargets;
  /** §6 ticketing links: the ticketing URL and the provider's token parameter name (never a token). */
  ticketing?: Omit<TicketingLinkContext, 'pageTheaterId'> | null;
}
