import { describe, expect, it } from 'vitest';
import { handleCypherRequest } from '../handle-cypher-request.ts';
import { loginRoute, options, post, recordingUpstream } from './cypher-test-support.ts';

describe('handleCypherRequest', () => {
  it('§7.1 body over 16 KB → 413, declared or streamed', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const big = JSON.stringify({ reqMetadata: { method: 'POST', route: loginRoute }, filler: 'x'.repeat(17 * 1024) });
    expect((await handleCypherRequest(post(big), options(fetchStub))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request('http://site.test/api/cypher', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await handleCypherRequest(streamed, options(fetchStub))).status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('§7.1 form data with reqMetadata as a JSON string is accepted; files are refused', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const form = new FormData();
    form.append('email', 'a@b.co');
    form.append('reqMetadata', JSON.stringify({ method: 'POST', route: loginRoute }));
    expect(
      (
        await handleCypherRequest(
          new Request('http://site.test/api/cypher', { method: 'POST', body: form }),
          options(fetchStub),
        )
      ).status,
    ).toBe(200);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co' });
    form.append('avatar', new Blob(['x']), 'a.png');
    expect(
      (
        await handleCypherRequest(
          new Request('http://site.test/api/cypher', { method: 'POST', body: form }),
          options(fetchStub),
        )
      ).status,
    ).toBe(400);
  });
});
