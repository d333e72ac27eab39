import { gatewayOptionsFromEnv } from '../../../server/gateway/gateway-env.ts';
import { handleCypherRequest, type GatewayOptions } from '../../../server/gateway/handle-cypher-request.ts';

// §7.1 POST /api/cypher: thin; the gateway in src/server/gateway does the work.

export const dynamic = 'force-dynamic';

const inFlight = { active: 0 };
let options: GatewayOptions | undefined;

export async function POST(request: Request): Promise<Response> {
  options ??= gatewayOptionsFromEnv(process.env, inFlight);
  return handleCypherRequest(request, options);
}
