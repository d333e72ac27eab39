import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../../lib/loyalty/provider/route-table.ts';
import { handleCypherRequest } from '../handle-cypher-request.ts';
import { options, post, recordingUpstream } from './cypher-test-support.ts';

describe('handleCypherRequest', () => {
  it('§6 a token with a line break is refused, never turned into a header', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    const response = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route } })),
      options(fetchStub, {
        readSessionTokens: () => ({ sessionToken: 'abc\r\nX-Evil: 1' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('§6 the readSessionTokens seam supplies the token header (future HttpOnly cookie)', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route } })),
      options(fetchStub, {
        readSessionTokens: () => ({ sessionToken: 'from-cookie' }),
      }),
    );
    expect(new Headers(calls[0]?.init.headers).get('Boxoffice-Session-Token')).toBe('from-cookie');
    // A call that needs the session token (§7.3 history) is refused without one, never forwarded.
    const historyRoute = buildRoute('orderHistoryV3', { boxofficeCircuitId: '5001' });
    const missing = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route: historyRoute } })),
      options(fetchStub),
    );
    expect(missing.status).toBe(401);
    expect(calls).toHaveLength(1);
  });
});
