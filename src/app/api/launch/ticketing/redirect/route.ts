import { ticketingRedirectDeps } from '../../../../../server/ticketing/ticketing-redirect-context.ts';
import { handleTicketingRedirect } from '../../../../../server/ticketing/ticketing-redirect-handler.ts';

// §2.1 GET /api/launch/ticketing/redirect: the matching ticketing page, for the current theater (§4.14), with
// the member's token added on the server when one is signed in and valid.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleTicketingRedirect(request, ticketingRedirectDeps(), { kind: 'endpoint', name: 'launch/ticketing' });
}
