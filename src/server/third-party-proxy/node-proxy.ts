import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ThirdPartyProxy } from './proxy.ts';
import { THIRD_PARTY_PROXY_PATH } from '../../consent/rules/third-party-scripts.ts';

// The script proxy over node:http, for the site server (src/server/site-server.ts).

/** True for the proxy's path (with or without a trailing slash), any query aside. */
export function isThirdPartyProxyPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return pathname === THIRD_PARTY_PROXY_PATH || pathname === `${THIRD_PARTY_PROXY_PATH}/`;
}

export async function serveThirdPartyProxy(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  proxy: ThirdPartyProxy,
): Promise<void> {
  const url = incoming.url ?? '';
  const queryAt = url.indexOf('?');
  try {
    const answer = await proxy.answer({
      method: incoming.method ?? 'GET',
      search: queryAt === -1 ? '' : url.slice(queryAt),
      acceptEncoding: incoming.headers['accept-encoding'],
    });
    outgoing.writeHead(answer.status, answer.headers);
    outgoing.end(answer.body ?? undefined);
  } catch {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    outgoing.end(JSON.stringify({ error: 'upstream_unreachable' }));
  }
  // A request body (there should be none on GET/HEAD) is not read: drop it.
  incoming.resume();
}
