// §2.1, §7.11: GET /__third-party-proxy?url={encoded url} serves an external script from the site's
// own origin. An open door only in shape: exactly the allowlisted URLs (src/consent/rules/
// third-party-scripts.ts), anything else refused before any outbound request; nothing of the
// visitor's is forwarded, no redirect followed, only JavaScript or JSON within size and time caps.

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readCapped } from '../../lib/http/read-capped.ts';
import { takesGzip } from '../../lib/http/accept-encoding.ts';

const gzipAsync = promisify(gzip);

export interface ProxyOptions {
  /** Exact URLs that may be served. */
  readonly allowlist: readonly string[];
  /** Outbound fetch (tests inject a counting one). */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** How long a served script is fresh (kept, and cacheable by browsers), in seconds. */
  readonly cacheSeconds?: number;
  /** Seconds a failure is kept, so repeated requests do not call a vendor in trouble each time. */
  readonly failureSeconds?: number;
  /**
   * Seconds past its cache period a script is still served while a refresh fails for a passing reason
   * (unreachable, slow, 5xx); a deliberate answer (4xx, redirect, other type) is passed on at once.
   */
  readonly staleSeconds?: number;
  readonly now?: () => number;
}

export const PROXY_DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 512 * 1024,
  cacheSeconds: 300,
  failureSeconds: 30,
  staleSeconds: 3_600,
} as const;

export type ProxyErrorCode =
  | 'method_not_allowed'
  | 'bad_request'
  | 'not_allowlisted'
  | 'upstream_redirect'
  | 'upstream_status'
  | 'upstream_content_type'
  | 'upstream_too_large'
  | 'upstream_timeout'
  | 'upstream_unreachable';

/** One table from error code to HTTP status: the caller's mistakes are 4xx, the vendor's are 502/504. */
export const PROXY_ERROR_STATUS: Readonly<Record<ProxyErrorCode, number>> = {
  method_not_allowed: 405,
  bad_request: 400,
  not_allowlisted: 403,
  upstream_redirect: 502,
  upstream_status: 502,
  upstream_content_type: 502,
  upstream_too_large: 502,
  upstream_timeout: 504,
  upstream_unreachable: 502,
};

export interface ProxyAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent for HEAD. */
  readonly body: Uint8Array | null;
}

/** Media types the proxy serves, by the normalised name it answers with. */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  'application/javascript': 'text/javascript; charset=utf-8',
  'text/javascript': 'text/javascript; charset=utf-8',
  'application/x-javascript': 'text/javascript; charset=utf-8',
  'application/ecmascript': 'text/javascript; charset=utf-8',
  'application/json': 'application/json; charset=utf-8',
};

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
} as const;

function errorAnswer(code: ProxyErrorCode, method: string): ProxyAnswer {
  const body = new TextEncoder().encode(JSON.stringify({ error: code }));
  return {
    status: PROXY_ERROR_STATUS[code],
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      ...(code === 'method_not_allowed' ? { Allow: 'GET, HEAD' } : {}),
    },
    body: method === 'HEAD' ? null : body,
  };
}

/**
 * The URL if the query is exactly one allowlisted `url` parameter, else why not. Exact comparison: no
 * normalisation a trick could exploit, and what is fetched is the allowlist's string, never the visitor's.
 */
export function allowlistedTarget(
  search: string,
  allowlist: ReadonlySet<string>,
): { ok: true; url: string } | { ok: false; code: 'bad_request' | 'not_allowlisted' } {
  if (search.length > 4096) return { ok: false, code: 'bad_request' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return { ok: false, code: 'bad_request' };
  }
  const keys = [...params.keys()];
  if (keys.length !== 1 || keys[0] !== 'url') return { ok: false, code: 'bad_request' };
  const requested = params.get('url') ?? '';
  if (!requested) return { ok: false, code: 'bad_request' };
  for (const allowed of allowlist) if (allowed === requested) return { ok: true, url: allowed };
  return { ok: false, code: 'not_allowlisted' };
}

interface CachedScript {
  readonly contentType: string;
  readonly body: Uint8Array;
  /** The body gzipped once when fetched, as a vendor's CDN would serve it; null when not smaller. */
  readonly gzipped: Uint8Array | null;
  readonly expiresAt: number;
}

/** What the proxy serves for a URL: a script and how long browsers may keep it, or why not. */
type Served = { readonly script: CachedScript; readonly maxAge: number } | ProxyErrorCode;

/** Why the vendor did not give the script, and whether that may pass (stale-if-error). */
interface Failure {
  readonly code: ProxyErrorCode;
  readonly passing: boolean;
}

export interface ThirdPartyProxy {
  /** `acceptEncoding`: the request's Accept-Encoding, which decides whether the script goes gzipped. */
  answer(request: { method: string; search: string; acceptEncoding?: string }): Promise<ProxyAnswer>;
}

export function createThirdPartyProxy(options: ProxyOptions): ThirdPartyProxy {
  const allowlist = new Set(options.allowlist);
  const outbound = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROXY_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? PROXY_DEFAULTS.maxBytes;
  const cacheSeconds = options.cacheSeconds ?? PROXY_DEFAULTS.cacheSeconds;
  const failureMs = (options.failureSeconds ?? PROXY_DEFAULTS.failureSeconds) * 1000;
  const staleMs = (options.staleSeconds ?? PROXY_DEFAULTS.staleSeconds) * 1000;
  const now = options.now ?? Date.now;
  // Keyed by allowlisted URLs only: as small as the allowlist.
  const cache = new Map<string, CachedScript>();
  const failures = new Map<string, Failure & { readonly until: number }>();
  // One upstream call per URL at a time: a burst of visitors costs the vendor one request.
  const inFlight = new Map<string, Promise<CachedScript | Failure>>();

  async function fetchUpstream(url: string): Promise<CachedScript | Failure> {
    const passing = (code: ProxyErrorCode): Failure => ({ code, passing: true });
    const deliberate = (code: ProxyErrorCode): Failure => ({ code, passing: false });
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await outbound(url, {
        method: 'GET',
        redirect: 'manual',
        credentials: 'omit',
        // Only what a script request needs: nothing of the visitor's (no cookie, no authorization).
        headers: { Accept: 'text/javascript, application/javascript, application/json;q=0.9' },
        signal,
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      return passing(name === 'TimeoutError' || name === 'AbortError' ? 'upstream_timeout' : 'upstream_unreachable');
    }
    try {
      if (response.status >= 300 && response.status < 400) return deliberate('upstream_redirect');
      if (response.type === 'opaqueredirect') return deliberate('upstream_redirect');
      if (response.status !== 200) return (response.status >= 500 ? passing : deliberate)('upstream_status');
      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const contentType = SERVED_TYPES[mediaType];
      if (!contentType) return deliberate('upstream_content_type');
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) return deliberate('upstream_too_large');
      const read = await readCapped(response.body, maxBytes);
      if (!read.ok) {
        if (read.reason === 'too_large') return deliberate('upstream_too_large');
        return passing(signal.aborted ? 'upstream_timeout' : 'upstream_unreachable');
      }
      const zipped = new Uint8Array(await gzipAsync(read.bytes));
      const gzipped = zipped.byteLength < read.bytes.byteLength ? zipped : null;
      return { contentType, body: read.bytes, gzipped, expiresAt: now() + cacheSeconds * 1000 };
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      return passing(name === 'TimeoutError' || name === 'AbortError' ? 'upstream_timeout' : 'upstream_unreachable');
    } finally {
      // Whatever was not read is dropped, so the connection is released.
      if (!response.bodyUsed) void response.body?.cancel().catch(() => {});
    }
  }

  /** The failure, or for a passing one the last script while recent enough; a deliberate one drops it. */
  function failedOrStale(url: string, failure: Failure): Served {
    const cached = cache.get(url);
    if (!failure.passing) cache.delete(url);
    else if (cached && now() < cached.expiresAt + staleMs) return { script: cached, maxAge: failureMs / 1000 };
    return failure.code;
  }

  async function cachedOrFetched(url: string): Promise<Served> {
    const cached = cache.get(url);
    if (cached && cached.expiresAt > now()) return { script: cached, maxAge: cacheSeconds };
    const failure = failures.get(url);
    if (failure && failure.until > now()) return failedOrStale(url, failure);
    let pending = inFlight.get(url);
    if (!pending) {
      pending = fetchUpstream(url).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    const result = await pending;
    if ('code' in result) {
      failures.set(url, { ...result, until: now() + failureMs });
      return failedOrStale(url, result);
    }
    failures.delete(url);
    cache.set(url, result);
    return { script: result, maxAge: cacheSeconds };
  }

  return {
    async answer({ method, search, acceptEncoding }) {
      if (method !== 'GET' && method !== 'HEAD') return errorAnswer('method_not_allowed', method);
      const target = allowlistedTarget(search, allowlist);
      if (!target.ok) return errorAnswer(target.code, method);
      const served = await cachedOrFetched(target.url);
      if (typeof served === 'string') return errorAnswer(served, method);
      const { script, maxAge } = served;
      const gzipped = script.gzipped && takesGzip(acceptEncoding) ? script.gzipped : null;
      const gzip = gzipped !== null;
      const body = gzipped ?? script.body;
      return {
        status: 200,
        headers: {
          ...COMMON_HEADERS,
          'Content-Type': script.contentType,
          'Content-Length': String(body.byteLength),
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          Vary: 'Accept-Encoding',
          'Cache-Control': `public, max-age=${maxAge}`,
        },
        body: method === 'HEAD' ? null : body,
      };
    },
  };
}
