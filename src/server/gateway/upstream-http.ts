import { Pool, type Dispatcher } from 'undici';

// The gateway's upstream transport: undici's pool through its dispatch API, plain bytes and no WHATWG
// objects on the hot path (Why: docs/decisions/0005-gateway-upstream-transport.md). It never follows
// redirects, stops past the byte cap and gives up at the time budget; tests use `fetchUpstream`.

export interface UpstreamRequest {
  /** PROVIDER_API_URL; may carry a path prefix (https://api.example/cypher). */
  readonly baseUrl: string;
  /** The route of the §7 table with its re-encoded query, starting with "/". */
  readonly pathAndQuery: string;
  readonly method: 'GET' | 'POST';
  /** Lower-case names, written by the gateway itself (§6). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

export interface UpstreamAnswer {
  readonly status: number;
  /** The Content-Type header as sent, or "". */
  readonly contentType: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

export type UpstreamTransport = (request: UpstreamRequest) => Promise<UpstreamAnswer>;

export class UpstreamTimeoutError extends Error {
  constructor() {
    super('the upstream call ran out of time');
    this.name = 'UpstreamTimeoutError';
  }
}

export class UpstreamTooLargeError extends Error {
  constructor() {
    super('the upstream answer is too large');
    this.name = 'UpstreamTooLargeError';
  }
}

export function upstreamUrl(baseUrl: string, pathAndQuery: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}

/** Keep-alive connections per provider origin; the in-flight cap of the gateway bounds their use. */
const POOL_OPTIONS = { connections: 256, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 30_000 } as const;

interface ParsedBase {
  readonly origin: string;
  readonly pathPrefix: string;
}

/** PROVIDER_API_URL parsed once per value (a process has one, tests a few). */
const parsedBases = new Map<string, ParsedBase>();
function parseBase(baseUrl: string): ParsedBase {
  let parsed = parsedBases.get(baseUrl);
  if (!parsed) {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('PROVIDER_API_URL must be http or https');
    parsed = { origin: url.origin, pathPrefix: url.pathname.replace(/\/+$/, '') };
    if (parsedBases.size > 16) parsedBases.clear();
    parsedBases.set(baseUrl, parsed);
  }
  return parsed;
}

const pools = new Map<string, Pool>();
function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, POOL_OPTIONS);
    pools.set(origin, pool);
  }
  return pool;
}

export const httpUpstream: UpstreamTransport = (request) =>
  new Promise<UpstreamAnswer>((resolve, reject) => {
    let base: ParsedBase;
    try {
      base = parseBase(request.baseUrl);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let status = 0;
    let contentType = '';
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: Error) => {
      settle(() => reject(error));
      if (controller && !controller.aborted) controller.abort(error);
    };
    const timer = setTimeout(() => fail(new UpstreamTimeoutError()), request.timeoutMs);
    poolFor(base.origin).dispatch(
      {
        path: `${base.pathPrefix}${request.pathAndQuery}`,
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
      },
      {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new UpstreamTimeoutError());
        },
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          const type = headers['content-type'];
          contentType = typeof type === 'string' ? type : '';
        },
        onResponseData(_controller, chunk) {
          total += chunk.byteLength;
          if (total > request.maxBytes) {
            fail(new UpstreamTooLargeError());
            return;
          }
          chunks.push(chunk);
        },
        onResponseEnd() {
          if (status < 200 || status > 599) {
            settle(() => reject(new Error(`unexpected upstream status ${status}`)));
            return;
          }
          const body = new Uint8Array(total);
          let offset = 0;
          for (const chunk of chunks) {
            body.set(chunk, offset);
            offset += chunk.byteLength;
          }
          settle(() => resolve({ status, contentType, body }));
        },
        onResponseError(_controller, error) {
          settle(() => reject(error));
        },
      },
    );
  });

/** A transport over a fetch implementation (tests, or a platform without node:http). */
export function fetchUpstream(fetchImpl: typeof fetch): UpstreamTransport {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    try {
      const response = await fetchImpl(upstreamUrl(request.baseUrl, request.pathAndQuery), {
        method: request.method,
        headers: request.headers,
        redirect: 'manual',
        signal: controller.signal,
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      // With redirect: 'manual' a browser-like fetch hides the 3xx behind an opaque redirect.
      const status = response.type === 'opaqueredirect' ? 302 : response.status;
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength > request.maxBytes) throw new UpstreamTooLargeError();
      return { status, contentType: response.headers.get('content-type') ?? '', body };
    } catch (error) {
      if (controller.signal.aborted) throw new UpstreamTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
