import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

// Who is calling, for per-client limits: the socket's peer, or behind TRUSTED_PROXY_HOPS proxies the
// address the nearest one saw. Nothing a client writes itself is trusted.

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

/** Drops X-Forwarded-Proto without a trusted proxy: anyone could fake "https" and change what a cache keeps. */
export function dropUntrustedProto(incoming: IncomingMessage, trustedProxyHops: number): void {
  if (trustedProxyHops <= 0) delete incoming.headers['x-forwarded-proto'];
}

/** The caller's address as the site server stamped it; "unknown" without the site server (`next dev`). */
export function clientAddressFromHeaders(header: (name: string) => string | null | undefined): string {
  return header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address (valid, without zone), in lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const start = head ? head.split(':') : [];
  const end = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - start.length - end.length).fill('0');
  return [...start, ...zeros, ...end].map((group) => parseInt(group, 16).toString(16));
}

/**
 * One client for a per-client limit: an IPv4 address (also as ::ffff:a.b.c.d) is itself; IPv6 counts
 * by its /64, which one subscriber gets whole (the full address would give an attacker 2^64 clients).
 */
export function clientLimitKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
