import { buildRoute } from '../../../lib/loyalty/provider/route-table.ts';
import type { GatewayOptions } from './gateway-options.ts';

// Gateway unit tests with an in-memory upstream (a fetch stub that records what it is asked).

export function recordingUpstream(answer: () => Response = () => Response.json({ peachCode: 0, statusCode: 0 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { calls, fetchStub };
}

export function options(fetchStub: typeof fetch, extra: Partial<GatewayOptions> = {}): GatewayOptions {
  return { providerApiUrl: 'https://provider.example/api', fetch: fetchStub, inFlight: { active: 0 }, ...extra };
}

export function post(
  body: BodyInit,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Request {
  return new Request('http://site.test/api/cypher', { method: 'POST', body, headers });
}

export const loginRoute = buildRoute('loginV3', { boxofficeCircuitId: '5001' });
