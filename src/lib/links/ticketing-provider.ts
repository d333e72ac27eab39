import type { ProviderCode } from '../config/constants.ts';
import { tokenParamName } from '../loyalty/loyalty-config.ts';

// §1 "Ticketing provider in use": on a circuit whose theaters sell through different ticketing sites, the
// member's token reaches each under the name its provider reads (§3.6, §7.10).

export interface TheaterTicketing {
  readonly id: string;
  readonly ticketingProvider?: ProviderCode | undefined;
}

export function ticketingProviderInUse(
  theaters: readonly TheaterTicketing[],
  currentTheaterId: string | null,
  siteProvider: ProviderCode,
): ProviderCode {
  const own =
    currentTheaterId === null ? undefined : theaters.find((t) => t.id === currentTheaterId)?.ticketingProvider;
  return own && own !== 'NONE' ? own : siteProvider;
}

/** §3.6: the ticketing provider's token parameter name, else the loyalty provider's. */
export function ticketingTokenParam(inUse: ProviderCode, loyaltyProvider: ProviderCode): string {
  return tokenParamName(inUse !== 'NONE' ? inUse : loyaltyProvider);
}
