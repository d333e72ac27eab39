import { handleCypherRequest } from '../../../server/gateway/handle-cypher-request.ts';
import { browserGatewayOptions } from '../../../server/gateway/site-gateway.ts';

// §7.1 POST /api/cypher: thin; src/server/gateway does the work, with token headers from the
// HttpOnly session cookie. In production src/server/site-server.ts answers first; this serves
// `next dev` and hosts without that server.

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleCypherRequest(request, browserGatewayOptions());
}
