import type { ApiErrorCode } from './api-errors.ts';

// The body of a route handler's request, bounded in size and time: a declared or streamed body
// over the limit is a 413 before it is read whole, a body that stops coming is a 408. Route
// handlers read their JSON through this, never through request.json() (which reads any size).

export const ROUTE_BODY_LIMITS = { maxBytes: 16 * 1024, timeoutMs: 10_000 } as const;

export type BodyResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: ApiErrorCode };

export async function readJsonBody(
  request: Request,
  limits: { maxBytes: number; timeoutMs: number } = ROUTE_BODY_LIMITS,
): Promise<BodyResult> {
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
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: false, error: 'invalid_body' };
  }
}
