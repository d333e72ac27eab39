import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-body.ts';

// Route handlers read bounded bodies (413) within a time (408).

const limits = { maxBytes: 1024, timeoutMs: 200 };

function streamed(chunks: string[], { endAfterMs }: { endAfterMs?: number } = {}): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (endAfterMs === undefined) controller.close();
    },
  });
  return new Request('http://site.test/api/member/login', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readJsonBody', () => {
  it('reads a small JSON body', async () => {
    expect(await readJsonBody(streamed(['{"email":', '"a@b.co"}']), limits)).toEqual({
      ok: true,
      value: { email: 'a@b.co' },
    });
  });

  it('413 for a declared or streamed body over the limit, without reading it all', async () => {
    const declared = new Request('http://site.test/x', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '999999999' },
    });
    expect(await readJsonBody(declared, limits)).toEqual({ ok: false, error: 'payload_too_large' });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const request = new Request('http://site.test/x', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(await readJsonBody(request, limits)).toEqual({ ok: false, error: 'payload_too_large' });
    expect(pulled).toBeLessThan(10);
  });

  it('408 for a body that stops coming', async () => {
    const started = Date.now();
    expect(await readJsonBody(streamed(['{"a":'], { endAfterMs: 10_000 }), limits)).toEqual({
      ok: false,
      error: 'request_timeout',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('400 for what is not JSON text', async () => {
    for (const body of ['{', '\u0000', 'not json'])
      expect(await readJsonBody(streamed([body]), limits)).toEqual({ ok: false, error: 'invalid_body' });
  });
});
