import { handleCypherRequest } from '../../../server/gateway/handle-cypher-request.ts';
import { browserGatewayOptions } from '../../../server/gateway/site-gateway.ts';

// §7.1 POST /api/cypher: thin; the gateway in src/server/gateway does the work. Token headers
// come from the member's HttpOnly session cookie (src/server/member), never from the page.
// In production the site server answers this path before Next (src/server/site-server.ts, same
// gateway and options, no framework cost); this handler serves `next dev` and any host that runs
// the app without that server.

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleCypherRequest(request, browserGatewayOptions());
}
