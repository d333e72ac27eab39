import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

// Who is calling, for per-client limits. The site server writes the caller's address into one
// request header (whatever the caller sent in it) before anything else reads the request: the
// socket's peer, or, behind TRUSTED_PROXY_HOPS proxies (nginx: 1), the address the nearest of
// them saw, from X-Forwarded-For read right to left. Nothing a client writes itself is trusted.

export const CLIENT_ADDRESS_HEADER = 'x-fincher-client-address';

export function clientAddressOf(incoming: IncomingMessage, trustedProxyHops: number): string {
  const peer = incoming.socket.remoteAddress ?? 'unknown';
  if (trustedProxyHops <= 0) return peer;
  const forwarded = incoming.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // The last entry was added by the nearest trusted proxy; N proxies added the last N.
  const candidate = hops[hops.length - trustedProxyHops];
  return candidate && isIP(candidate) ? candidate : peer;
}

/** Overwrites the header the handlers read the caller's address from. */
export function stampClientAddress(incoming: IncomingMessage, trustedProxyHops: number): void {
  incoming.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(incoming, trustedProxyHops);
}

/**
 * X-Forwarded-Proto says the visitor's scheme only when a trusted proxy wrote it. Without one
 * (TRUSTED_PROXY_HOPS 0), anyone could send "https" over plain http and change what the answer
 * carries (HSTS, upgraded subresources, the Secure cookie's name), for a cache to keep: it is dropped
 * before anything reads the request.
 */
export function dropUntrustedProto(incoming: IncomingMessage, trustedProxyHops: number): void {
  if (trustedProxyHops <= 0) delete incoming.headers['x-forwarded-proto'];
}

/** The caller's address as the site server stamped it; "unknown" without the site server (`next dev`). */
export function clientAddressFromHeaders(header: (name: string) => string | null | undefined): string {
  return header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
