import { ticketingRedirectDeps } from '../../../../server/ticketing/ticketing-redirect-context.ts';
import { handleTicketingRedirect } from '../../../../server/ticketing/ticketing-redirect-handler.ts';

// §6 GET /api/ticketing/redirect?to={ticketing link}: the link, on the configured ticketing site
// only (anything else is a 400), with the member's token added on the server.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleTicketingRedirect(request, ticketingRedirectDeps(), { kind: 'link' });
}
