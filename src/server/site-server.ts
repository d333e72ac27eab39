import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GATEWAY_PATH } from '../lib/loyalty/provider/provider-constants.ts';
import type { GatewayOptions } from './gateway/handle-cypher-request.ts';
import { serveCypherCall } from './gateway/node-gateway.ts';
import { isThirdPartyProxyPath, serveThirdPartyProxy } from './third-party-proxy/node-proxy.ts';
import type { ThirdPartyProxy } from './third-party-proxy/proxy.ts';
import { API_ERROR_HEADERS, apiError, type ApiErrorCode } from './http/api-errors.ts';
import { dropUntrustedProto, stampClientAddress } from './http/client-address.ts';
import { applyPagePolicy, type PagePolicy } from './http/page-policy.ts';
import type { PageTable } from './http/page-table.ts';
import { onClosedResponses, TimedResponse, type ClosedResponseHook } from './http/closed-responses.ts';
import { probeKindOf, serveProbe, type HealthProbes } from './health/probe-endpoints.ts';
import { loggedPath, siteLog } from './log/logger.ts';
import { serveInRequestSpan } from './tracing/tracing.ts';

// The production site server: one node:http server in front of Next. POST /api/cypher, the hot API
// path, is answered here without Next's router (Why: docs/decisions/0007-site-server-gateway-fast-path.md),
// and so are the health and readiness probes, and plain views of pages Next has in its page cache
// (./http/page-table.ts, docs/decisions/0041-cached-pages-answered-by-the-site-server.md); every
// other request, /api/member included, goes to Next unchanged.

export type RequestHandler = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void> | void;

/** True for the gateway's path, with or without the trailing slash of §2.1, any query aside. */
export function isGatewayPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return pathname === GATEWAY_PATH || pathname === `${GATEWAY_PATH}/`;
}

export interface SiteServerOptions {
  /** Next's request handler (`next({ dev: false }).getRequestHandler()`). */
  readonly next: RequestHandler;
  readonly gateway: GatewayOptions;
  /** §2.1 GET /__third-party-proxy: answered here (App Router folders starting with "_" are private). */
  readonly thirdPartyProxy?: ThirdPartyProxy;
  /** The CSP of each page (its inline-script hashes) and HSTS over https; none: Next's headers only. */
  readonly pages?: PagePolicy;
  /** Proxies in front whose X-Forwarded-For says who the client is (nginx: 1); default none. */
  readonly trustedProxyHops?: number;
  /** Time for a whole request, headers and body, before a 408 (default 30 s). */
  readonly requestTimeoutMs?: number;
  /** GET /api/health and /api/ready, answered here so that they answer even when Next is stuck. */
  readonly health?: HealthProbes;
  /** Told of each response as it closes, sent whole or not (metrics). */
  readonly observe?: ClosedResponseHook;
  /** Cached pages sent again without Next; none: every page from Next. */
  readonly pageTable?: PageTable;
}

/** Largest request body Next is handed (member forms are a few hundred bytes); the gateway has its own 16 KiB. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;

/** True when the path of a request target does not percent-decode (`%FF`, `%zz`, a lone `%`). */
export function isMalformedTarget(url: string | undefined): boolean {
  // Origin-form only: "*" and absolute-form targets (which Next would redirect to as a path) are refused.
  if (!url?.startsWith('/')) return true;
  const queryAt = (url ?? '').indexOf('?');
  const pathname = queryAt === -1 ? (url ?? '') : (url ?? '').slice(0, queryAt);
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function answerError(outgoing: ServerResponse, code: ApiErrorCode, extraHeaders: Record<string, string> = {}): void {
  const { status, body } = apiError(code);
  outgoing.writeHead(status, {
    ...API_ERROR_HEADERS,
    ...extraHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
  });
  outgoing.end(body);
}

/** Bodies reach Next bounded: a declared length over the limit is a 413, a chunked body a 411, before any read. */
function refusedBody(incoming: IncomingMessage): ApiErrorCode | null {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared)) return 'invalid_body';
    return Number(declared) > MAX_REQUEST_BODY_BYTES ? 'payload_too_large' : null;
  }
  return incoming.headers['transfer-encoding'] !== undefined ? 'length_required' : null;
}

/** Methods Next would answer with a 500 (TRACE echoes the request); Node refuses TRACK and CONNECT itself. */
const REFUSED_METHODS = new Set(['TRACE']);

/** Bad input is a 400 with one short log line, never a framework error with a stack (§2.1 routes). */
function answerMalformed(incoming: IncomingMessage, outgoing: ServerResponse): void {
  siteLog().info('http.malformed_url', 'malformed URL answered 400', { path: loggedPath(incoming.url) });
  answerError(outgoing, 'malformed_url');
}

/** §2.1 /500.html, a static page Next would send with 200, answers with its own status, uncached. */
const STATUS_PAGES: Readonly<Record<string, number>> = { '/500.html': 500, '/status/500/': 500 };

// Byte ranges are not served: every file is small enough to send whole, and Next's static files
// answer a range past their end with a 500.
function dropRanges(incoming: IncomingMessage): void {
  delete incoming.headers.range;
  delete incoming.headers['if-range'];
}

function answerWithStatus(outgoing: ServerResponse, status: number): void {
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 200 && statusCode < 300) {
      this.setHeader('Cache-Control', 'no-store');
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

/** What a not-found answer may be cached for: not at all (Next's static 404 page would say a year). */
export const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

// A 404 leaves uncached: Next sends the static not-found page with a year's s-maxage, and a shared
// cache would keep a film's page missing for a year for anyone who asked before it was published.
function uncachedNotFound(outgoing: ServerResponse): void {
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 404) {
      this.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL);
      // Headers given to writeHead itself would win over ours: theirs is dropped.
      rest = rest.map((argument) =>
        argument !== null && typeof argument === 'object' && !Array.isArray(argument)
          ? Object.fromEntries(Object.entries(argument).filter(([name]) => name.toLowerCase() !== 'cache-control'))
          : argument,
      );
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

export function createSiteServer({
  next,
  gateway,
  thirdPartyProxy,
  pages,
  trustedProxyHops = 0,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  health,
  observe,
  pageTable,
}: SiteServerOptions): Server {
  // How often Node looks for requests past their time: often enough for the timeout to be near exact.
  const connectionsCheckingInterval = Math.max(250, Math.min(5000, Math.floor(requestTimeoutMs / 4)));
  const server = createServer({ connectionsCheckingInterval, ServerResponse: TimedResponse }, (incoming, outgoing) => {
    stampClientAddress(incoming, trustedProxyHops);
    dropUntrustedProto(incoming, trustedProxyHops);
    if (REFUSED_METHODS.has(incoming.method ?? '')) {
      answerError(outgoing, 'method_not_allowed', { Allow: 'GET, HEAD, POST' });
      return;
    }
    if (isMalformedTarget(incoming.url)) {
      answerMalformed(incoming, outgoing);
      return;
    }
    const probe = health ? probeKindOf(incoming.url) : null;
    if (probe && health) {
      void serveProbe(probe, incoming, outgoing, health);
      return;
    }
    // First among the wrappers of the answer: the table records what the socket is sent.
    if (pageTable?.handle(incoming, outgoing)) return;
    dropRanges(incoming);
    uncachedNotFound(outgoing);
    if (pages) applyPagePolicy(incoming, outgoing, pages);
    const status = STATUS_PAGES[(incoming.url ?? '').split('?')[0] ?? ''];
    if (status !== undefined) answerWithStatus(outgoing, status);
    if (isGatewayPath(incoming.url)) {
      // Next makes the request span of the requests it answers; this one is answered here.
      void serveInRequestSpan(incoming, outgoing, GATEWAY_PATH, () => serveCypherCall(incoming, outgoing, gateway));
      return;
    }
    if (thirdPartyProxy && isThirdPartyProxyPath(incoming.url)) {
      void serveThirdPartyProxy(incoming, outgoing, thirdPartyProxy);
      return;
    }
    const refused = refusedBody(incoming);
    if (refused) {
      answerError(outgoing, refused, { Connection: 'close' });
      return;
    }
    Promise.resolve(next(incoming, outgoing)).catch(() => {
      // Next answers its own errors; this only covers a failure of the handler itself.
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    });
  });
  if (observe) onClosedResponses(server, observe);
  // Node answers 408 itself past this, so a slow sender cannot hold a connection and a handler open.
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(server.headersTimeout, requestTimeoutMs);
  return server;
}
