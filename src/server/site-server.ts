import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GATEWAY_PATH } from '../lib/loyalty/provider/provider-constants.ts';
import type { GatewayOptions } from './gateway/handle-cypher-request.ts';
import { serveCypherCall } from './gateway/node-gateway.ts';
import { API_ERROR_HEADERS, apiError } from './http/api-errors.ts';
import { stampClientAddress } from './http/client-address.ts';
import { applyPagePolicy, type PagePolicy } from './http/page-policy.ts';

// The production site server: one node:http server in front of Next. POST /api/cypher, the one
// hot API path (every member screen calls it, several times), is answered here by the gateway
// without going through Next's router: about a fifth of the CPU per call (issue 5 note). Every
// other request, the gateway's siblings under /api/member included, goes to Next unchanged.

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
  /** The CSP of each page (its inline-script hashes) and HSTS over https; none: Next's headers only. */
  readonly pages?: PagePolicy;
  /** Proxies in front whose X-Forwarded-For says who the client is (nginx: 1); default none. */
  readonly trustedProxyHops?: number;
}

/** True when the path of a request target does not percent-decode (`%FF`, `%zz`, a lone `%`). */
export function isMalformedTarget(url: string | undefined): boolean {
  const queryAt = (url ?? '').indexOf('?');
  const pathname = queryAt === -1 ? (url ?? '') : (url ?? '').slice(0, queryAt);
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Bad input is a 400 with one short log line, never a framework error with a stack (§2.1 routes). */
function answerMalformed(incoming: IncomingMessage, outgoing: ServerResponse): void {
  console.warn(`400 malformed URL ${JSON.stringify((incoming.url ?? '').slice(0, 160))}`);
  const { status, body } = apiError('malformed_url');
  outgoing.writeHead(status, { ...API_ERROR_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) });
  outgoing.end(body);
}

/**
 * §2.1 /500.html is the server-error page (next.config rewrites it to /status/500/, a static page
 * Next would send with 200): it answers with its own status, uncached.
 */
const STATUS_PAGES: Readonly<Record<string, number>> = { '/500.html': 500, '/status/500/': 500 };

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

export function createSiteServer({ next, gateway, pages, trustedProxyHops = 0 }: SiteServerOptions): Server {
  return createServer((incoming, outgoing) => {
    stampClientAddress(incoming, trustedProxyHops);
    if (pages) applyPagePolicy(incoming, outgoing, pages);
    const status = STATUS_PAGES[(incoming.url ?? '').split('?')[0] ?? ''];
    if (status !== undefined) answerWithStatus(outgoing, status);
    if (isMalformedTarget(incoming.url)) {
      answerMalformed(incoming, outgoing);
      return;
    }
    if (isGatewayPath(incoming.url)) {
      void serveCypherCall(incoming, outgoing, gateway);
      return;
    }
    Promise.resolve(next(incoming, outgoing)).catch(() => {
      // Next answers its own errors; this only covers a failure of the handler itself.
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    });
  });
}
