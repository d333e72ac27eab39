import type { ProviderCode } from '../config/constants.ts';
import { tokenParamName } from '../loyalty/loyalty-config.ts';

// §1 "Ticketing provider in use": the selected theater's own ticketingProvider, or else the
// site-wide setting. On a circuit whose theaters sell through different ticketing sites, the
// member's token reaches each under the name its ticketing provider reads (§3.6, §7.10).

export interface TheaterTicketing {
  readonly id: string;
  readonly ticketingProvider?: ProviderCode | undefined;
}

/** The ticketing provider of the current theater, else the site's. */
export function ticketingProviderInUse(
  theaters: readonly TheaterTicketing[],
  currentTheaterId: string | null,
  siteProvider: ProviderCode,
): ProviderCode {
  const own =
    currentTheaterId === null ? undefined : theaters.find((t) => t.id === currentTheaterId)?.ticketingProvider;
  return own && own !== 'NONE' ? own : siteProvider;
}

/**
 * The query name a ticketing link carries the token in: the one of the ticketing provider in use;
 * with none configured, the loyalty provider's (the provider decides the name, §3.6).
 */
export function ticketingTokenParam(inUse: ProviderCode, loyaltyProvider: ProviderCode): string {
  return tokenParamName(inUse !== 'NONE' ? inUse : loyaltyProvider);
}
