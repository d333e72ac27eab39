import type { ApiVersion } from '../loyalty-constants.ts';
import { tokenParamName } from '../loyalty-config.ts';
import type { ProviderCode } from '../../config/constants.ts';

// §7.10 and §4.5: how a signed-in member is handed to the ticketing site.

export type TicketingHandoff =
  | { readonly kind: 'navigate'; readonly url: string }
  | { readonly kind: 'post-form'; readonly action: string; readonly fields: Readonly<Record<string, string>> };

export interface HandoffInput {
  readonly ticketingUrl: string;
  /** The "return" query value: a path on the ticketing site. */
  readonly returnPath: string;
  readonly token: string;
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
}

/** Version 1: GET {ticketingUrl}{return}?{tokenParam}={token}; version 3: a POST form with a hidden field. */
export function buildTicketingHandoff(input: HandoffInput): TicketingHandoff {
  const target = `${input.ticketingUrl}${input.returnPath}`;
  const param = tokenParamName(input.provider);
  if (input.version === 3) return { kind: 'post-form', action: target, fields: { [param]: input.token } };
  const url = new URL(target);
  url.searchParams.set(param, input.token);
  return { kind: 'navigate', url: url.toString() };
}
