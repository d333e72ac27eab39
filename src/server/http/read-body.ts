import type { ApiErrorCode } from './api-errors.ts';

// The body of a route handler's request, bounded in size and time: a declared or streamed body
// over the limit is a 413 before it is read whole, a body that stops coming is a 408. Route
// handlers read their JSON through this, never through request.json() (which reads any size).

export const ROUTE_BODY_LIMITS = { maxBytes: 16 * 1024, timeoutMs: 10_000 } as const;

export type BodyResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: ApiErrorCode };

type BytesResult = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly error: ApiErrorCode };

/** The body's bytes, within the size and time limits. */
async function readBodyBytes(request: Request, limits: { maxBytes: number; timeoutMs: number }): Promise<BytesResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limits.maxBytes))
    return { ok: false, error: /^\d+$/.test(declared) ? 'payload_too_large' : 'invalid_body' };
  if (!request.body) return { ok: false, error: 'invalid_body' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') {
        await reader.cancel().catch(() => undefined);
        return { ok: false, error: 'request_timeout' };
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > limits.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, error: 'payload_too_large' };
      }
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, error: 'invalid_body' };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** The body as strict UTF-8 text, or null. */
function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export async function readJsonBody(
  request: Request,
  limits: { maxBytes: number; timeoutMs: number } = ROUTE_BODY_LIMITS,
): Promise<BodyResult> {
  const body = await readBodyBytes(request, limits);
  if (!body.ok) return body;
  const text = utf8(body.bytes);
  if (text === null) return { ok: false, error: 'invalid_body' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'invalid_body' };
  }
}

/** An application/x-www-form-urlencoded body (a form posted without page JavaScript), bounded the same way. */
export async function readFormBody(
  request: Request,
  limits: { maxBytes: number; timeoutMs: number } = ROUTE_BODY_LIMITS,
): Promise<{ readonly ok: true; readonly value: URLSearchParams } | { readonly ok: false; readonly error: ApiErrorCode }> {
  const body = await readBodyBytes(request, limits);
  if (!body.ok) return body;
  const text = utf8(body.bytes);
  return text === null ? { ok: false, error: 'invalid_body' } : { ok: true, value: new URLSearchParams(text) };
}
