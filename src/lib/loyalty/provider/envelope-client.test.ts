import { describe, expect, it } from 'vitest';
import { callCypher, CypherGatewayError, retryAfterSecondsOf } from './envelope-client.ts';

// The browser's side of the gateway: its own refusals become CypherGatewayError, with the wait a
// 429 asks for (§8.3: 429 in its HTTP meaning).

describe('gateway refusals', () => {
  it('a 429 carries the Retry-After seconds', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ error: 'too_many_requests' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '90' },
      });
    const error = await callCypher({ method: 'GET', route: '/Member/v3/Cards' }, { fetch }).catch((e) => e);
    expect(error).toBeInstanceOf(CypherGatewayError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterSeconds: 90 });
  });

  it('reads only the delay form of Retry-After', () => {
    expect(retryAfterSecondsOf(' 30 ')).toBe(30);
    expect(retryAfterSecondsOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSecondsOf('-5')).toBeNull();
    expect(retryAfterSecondsOf(null)).toBeNull();
  });
});
