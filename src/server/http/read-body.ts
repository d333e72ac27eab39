import { readCapped } from '../../lib/http/read-capped.ts';
import type { ApiErrorCode } from './api-errors.ts';

// Route handlers read bodies through this, never request.json(), which reads any size: past the limit
// a 413 before the body is read whole, a body that stops coming a 408.

/** A JSON POST: what a page's own code sends (a form on another site cannot send JSON without CORS). */
export function isJsonPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
  );
}

export const ROUTE_BODY_LIMITS = { maxBytes: 16 * 1024, timeoutMs: 10_000 } as const;

export type BodyResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: ApiErrorCode };

type BytesResult =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly error: ApiErrorCode };

async function readBodyBytes(request: Request, limits: { maxBytes: number; timeoutMs: number }): Promise<BytesResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limits.maxBytes))
    return { ok: false, error: /^\d+$/.test(declared) ? 'payload_too_large' : 'invalid_body' };
  if (!request.body) return { ok: false, error: 'invalid_body' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, limits.timeoutMs);
  });
  try {
    const read = await readCapped(request.body, limits.maxBytes, deadline);
    if (read.ok) return { ok: true, bytes: read.bytes };
    const errors = { too_large: 'payload_too_large', timeout: 'request_timeout', failed: 'invalid_body' } as const;
    return { ok: false, error: errors[read.reason] };
  } finally {
    clearTimeout(timer);
  }
}

function utf8(bytes: Uint8Array): string | null {
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
): Promise<
  { readonly ok: true; readonly value: URLSearchParams } | { readonly ok: false; readonly error: ApiErrorCode }
> {
  const body = await readBodyBytes(request, limits);
  if (!body.ok) return body;
  const text = utf8(body.bytes);
  return text === null ? { ok: false, error: 'invalid_body' } : { ok: true, value: new URLSearchParams(text) };
}
