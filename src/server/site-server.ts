import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GATEWAY_PATH } from '../lib/loyalty/provider/provider-constants.ts';
import type { GatewayOptions } from './gateway/handle-cypher-request.ts';
import { serveCypherCall } from './gateway/node-gateway.ts';
import { isThirdPartyProxyPath, serveThirdPartyProxy } from './third-party-proxy/node-proxy.ts';
import type { ThirdPartyProxy } from './third-party-proxy/proxy.ts';

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
  /** §2.1 GET /__third-party-proxy: answered here (App Router folders starting with "_" are private). */
  readonly thirdPartyProxy?: ThirdPartyProxy;
}

export function createSiteServer({ next, gateway, thirdPartyProxy }: SiteServerOptions): Server {
  return createServer((incoming, outgoing) => {
    if (isGatewayPath(incoming.url)) {
      void serveCypherCall(incoming, outgoing, gateway);
      return;
    }
    if (thirdPartyProxy && isThirdPartyProxyPath(incoming.url)) {
      void serveThirdPartyProxy(incoming, outgoing, thirdPartyProxy);
      return;
    }
    Promise.resolve(next(incoming, outgoing)).catch(() => {
      // Next answers its own errors; this only covers a failure of the handler itself.
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    });
  });
}
