import { handleCypherRequest } from '../../../server/gateway/handle-cypher-request.ts';
import { browserGatewayOptions } from '../../../server/member/member-context.ts';

// §7.1 POST /api/cypher: thin; the gateway in src/server/gateway does the work. Token headers
// come from the member's HttpOnly session cookie (src/server/member), never from the page.

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleCypherRequest(request, browserGatewayOptions());
}
