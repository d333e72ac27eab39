import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../../lib/loyalty/provider/route-table.ts';
import { credentialRedaction } from '../../../lib/loyalty/provider/token-redaction.ts';
import { handleCypherRequest } from '../handle-cypher-request.ts';
import { options, post, recordingUpstream } from './cypher-test-support.ts';

describe('handleCypherRequest', () => {
  it('§7.1 raw and blob response formats', async () => {
    const raw = recordingUpstream(() => new Response('aaa.bbb.ccc', { headers: { 'Content-Type': 'text/plain' } }));
    const route = buildRoute('walletLoyaltyCard', {
      walletProvider: 'Apple',
      circuitId: '5001',
      cardNumber: 'C1',
      fullJwt: 'true',
    });
    const body = JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'raw' } });
    const rawResponse = await handleCypherRequest(
      new Request('http://site.test/api/cypher', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'Boxoffice-Session-Token': 't' },
      }),
      options(raw.fetchStub),
    );
    expect(await rawResponse.text()).toBe('aaa.bbb.ccc');
    expect(rawResponse.headers.get('content-type')).toBe('text/plain; charset=utf-8');

    const blob = recordingUpstream(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'text/html' } }),
    );
    const blobBody = JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'blob' } });
    const blobResponse = await handleCypherRequest(
      new Request('http://site.test/api/cypher', {
        method: 'POST',
        body: blobBody,
        headers: { 'Content-Type': 'application/json', 'Boxoffice-Session-Token': 't' },
      }),
      options(blob.fetchStub),
    );
    expect(new Uint8Array(await blobResponse.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    // An upstream HTML type is never relayed as such (no script execution on our origin).
    expect(blobResponse.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('ARCHITECTURE Boundaries: answers pass byte for byte, less the members that carry credentials', async () => {
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    const call = (fetchStub: typeof fetch) =>
      handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method: 'GET', route } }), {
          'Content-Type': 'application/json',
          'Boxoffice-Session-Token': 't',
        }),
        options(fetchStub, { redaction: credentialRedaction }),
      );
    const plainText = '{ "peachCode": 0,\n  "memberDetails": {"firstName": "Zoé"} }';
    const plain = recordingUpstream(() => new Response(plainText, { headers: { 'Content-Type': 'application/json' } }));
    expect(await (await call(plain.fetchStub)).text()).toBe(plainText);
    const withTokens = recordingUpstream(() =>
      Response.json({
        peachCode: 0,
        memberDetails: {},
        userSessionId: 'U',
        sessionManagementTokens: { boxofficeSessionToken: 's' },
      }),
    );
    expect(await (await call(withTokens.fetchStub)).json()).toEqual({ peachCode: 0, memberDetails: {} });
    // A key spelled with a \u escape is the same key to JSON.parse: still removed.
    const escaped = recordingUpstream(
      () =>
        new Response('{"peachCode":0,"\\u0073essionManagementTokens":{"a":"s"}}', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await (await call(escaped.fetchStub)).json()).toEqual({ peachCode: 0 });
    for (const garbage of ['{"peachCode":0', '"just a string"', '<html>']) {
      const broken = recordingUpstream(
        () => new Response(garbage, { headers: { 'Content-Type': 'application/json' } }),
      );
      const response = await call(broken.fetchStub);
      expect([garbage, response.status]).toEqual([garbage, 502]);
    }
  });

  it('§3.9: tokens never pass, whatever responseFormat asks and whatever Content-Type the provider claims', async () => {
    const route = buildRoute('loginV3', { boxofficeCircuitId: '5001' });
    const answer = JSON.stringify({
      peachCode: 0,
      memberDetails: { firstName: 'Zoé' },
      userSessionId: 'U-secret',
      sessionManagementTokens: { boxofficeSessionToken: 'S-secret', boxofficeRefreshSessionToken: 'R-secret' },
    });
    const contentTypes = [
      'text/plain',
      'application/problem+json',
      'text/html',
      'application/octet-stream',
      'application/json',
      null,
    ];
    for (const responseFormat of ['json', 'raw', 'blob'] as const) {
      for (const contentType of contentTypes) {
        const upstream = recordingUpstream(() => {
          const response = new Response(new TextEncoder().encode(answer), { status: 200 });
          if (contentType) response.headers.set('Content-Type', contentType);
          else response.headers.delete('Content-Type');
          return response;
        });
        const response = await handleCypherRequest(
          post(
            JSON.stringify({ reqMetadata: { method: 'POST', route, responseFormat }, email: 'a@b.co', password: 'x' }),
          ),
          options(upstream.fetchStub, { redaction: credentialRedaction }),
        );
        const text = await response.text();
        expect([responseFormat, contentType, response.status]).toEqual([responseFormat, contentType, 200]);
        expect([responseFormat, contentType, /secret/.test(text)]).toEqual([responseFormat, contentType, false]);
        expect(JSON.parse(text)).toEqual({ peachCode: 0, memberDetails: { firstName: 'Zoé' } });
      }
    }
    // Text that is not JSON but names a credential is refused, not relayed.
    for (const body of [
      'sessionManagementTokens=S-secret',
      '{"boxofficeSessionToken":"S-secret"',
      'userSessionId: U',
    ]) {
      const upstream = recordingUpstream(() => new Response(body, { headers: { 'Content-Type': 'text/plain' } }));
      const response = await handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method: 'POST', route, responseFormat: 'raw' }, email: 'a@b.co' })),
        options(upstream.fetchStub, { redaction: credentialRedaction }),
      );
      expect([body, response.status, /secret/i.test(await response.text())]).toEqual([body, 502, false]);
    }
  });
});
