import {
  get as httpGet,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_POLICY } from '../../lib/security/headers.ts';
import { scriptHashSource } from '../../lib/security/inline-scripts.ts';
import type { GatewayOptions } from '../gateway/handle-cypher-request.ts';
import { createSiteServer, NOT_FOUND_CACHE_CONTROL } from '../site-server.ts';
import type { PagePolicy } from './page-policy.ts';

// Through the site server: each page leaves with a CSP listing its own framework
// scripts' hashes (no 'unsafe-inline'), whatever way Next writes it; HSTS over https only.

// As Next writes them: the payload's first script, then its pieces.
const flightInit = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"hello"])';
const injected = 'alert(document.cookie)';
const html = `<!DOCTYPE html><html><body><p>Zoé</p><script>${flightInit}</script><script>${flight}</script><script>${injected}</script></body></html>`;
const NEXT_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'";

/** A stand-in for Next's handler: headers by setHeader, the page whole, in pieces, or gzipped. */
function fakeNext(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const url = incoming.url ?? '/';
  if (url.startsWith('/api/own-in-head/')) {
    outgoing.writeHead(200, { 'content-security-policy': "default-src 'none'; script-src 'sha256-x'" });
    outgoing.end('<form></form>');
    return;
  }
  if (url.startsWith('/api/own-none/')) {
    outgoing.setHeader('Content-Type', 'application/json');
    outgoing.end('{}');
    return;
  }
  outgoing.setHeader('Content-Security-Policy', NEXT_CSP);
  if (url.startsWith('/not-modified/')) {
    // As Next answers a matching If-None-Match: its headers (next.config's policy among them), no body.
    outgoing.setHeader('ETag', '"abc"');
    if (url.endsWith('/in-head/')) outgoing.writeHead(304, { 'content-security-policy': NEXT_CSP });
    else outgoing.statusCode = 304;
    outgoing.end();
    return;
  }
  if (url.startsWith('/style.css')) {
    outgoing.setHeader('Content-Type', 'text/css');
    outgoing.end('body{}');
    return;
  }
  outgoing.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (url.startsWith('/gzip/')) {
    outgoing.setHeader('Content-Encoding', 'gzip');
    const bytes = gzipSync(html);
    outgoing.write(bytes.subarray(0, 10));
    outgoing.end(bytes.subarray(10));
    return;
  }
  if (url.startsWith('/pieces/')) {
    outgoing.writeHead(404, { 'X-Extra': '1', 'content-security-policy': NEXT_CSP, 'Cache-Control': 's-maxage=60' });
    outgoing.write(html.slice(0, 40));
    setTimeout(() => outgoing.end(html.slice(40)), 5);
    return;
  }
  outgoing.end(incoming.method === 'HEAD' ? undefined : html);
}

let server: Server;
let origin = '';
const policy: PagePolicy = {
  site: { allowedEmbeddingDomains: [], formOrigins: [], scriptOrigins: ['https://cdn.consent.example'] },
  knownScriptHashes: new Set(),
};

beforeAll(async () => {
  // Behind one proxy (the TLS proxy of the https tests).
  server = createSiteServer({
    next: fakeNext,
    gateway: { providerApiUrl: '', inFlight: { active: 0 } } as GatewayOptions,
    pages: policy,
    trustedProxyHops: 1,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function scriptSources(csp: string | null): string[] {
  return (
    (csp ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1) ?? []
  );
}

describe('page policy of the site server', () => {
  it('lists the page’s framework script hashes, never unsafe-inline nor the injected script; the page is unchanged', async () => {
    for (const path of ['/whole/', '/pieces/']) {
      const response = await fetch(`${origin}${path}`);
      const csp = response.headers.get('content-security-policy');
      expect(scriptSources(csp)).toEqual([
        "'self'",
        scriptHashSource(flightInit),
        scriptHashSource(flight),
        'https://cdn.consent.example',
      ]);
      expect(await response.text()).toBe(html);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    const pieces = await fetch(`${origin}/pieces/`);
    expect(pieces.status).toBe(404);
    expect(pieces.headers.get('x-extra')).toBe('1');
    // Held until its end, then written with the lifetime Next gave it: the server sends it uncached.
    expect(pieces.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('a page answered to a POST (a cross-site form can send one) gets the same hashes, never Next’s policy', async () => {
    const response = await fetch(`${origin}/whole/`, { method: 'POST', body: 'x=1' });
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      scriptHashSource(flightInit),
      scriptHashSource(flight),
      'https://cdn.consent.example',
    ]);
    expect(await response.text()).toBe(html);
  });

  it('reads a gzipped page and sends the same bytes', async () => {
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${origin}/gzip/`, { headers: { 'Accept-Encoding': 'gzip' } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(scriptSources(String(headers['content-security-policy']))).toContain(scriptHashSource(flight));
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toBe(html);
  });

  it('over https (TLS proxy in front): HSTS on every answer, and subresources upgraded', async () => {
    const page = await fetch(`${origin}/whole/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const asset = await fetch(`${origin}/style.css`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(asset.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    // Not a page: Next's own headers, untouched.
    expect(asset.headers.get('content-security-policy')).toBe(NEXT_CSP);
  });

  it('without a trusted proxy, a client saying https is not believed: no HSTS, no upgrade', async () => {
    const direct = createSiteServer({
      next: fakeNext,
      gateway: { providerApiUrl: '', inFlight: { active: 0 } } as GatewayOptions,
      pages: policy,
    });
    await new Promise<void>((resolve) => direct.listen(0, '127.0.0.1', () => resolve()));
    try {
      const page = await fetch(`http://127.0.0.1:${(direct.address() as AddressInfo).port}/whole/`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(page.headers.get('strict-transport-security')).toBeNull();
      expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    } finally {
      direct.closeAllConnections();
      await new Promise((resolve) => direct.close(resolve));
    }
  });

  it('leaves API answers to their handlers, HTML or not; one that sets no policy gets the API’s', async () => {
    const response = await fetch(`${origin}/api/member/handoff/`);
    expect(response.headers.get('content-security-policy')).toBe(NEXT_CSP);
    const ownInHead = await fetch(`${origin}/api/own-in-head/`);
    expect(ownInHead.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'sha256-x'");
    for (const method of ['GET', 'POST']) {
      const bare = await fetch(`${origin}/api/own-none/`, { method });
      expect(bare.headers.get('content-security-policy')).toBe(API_CONTENT_POLICY);
    }
  });

  it('a page not modified (304) carries no policy, so the strict one the browser stored with it stays', async () => {
    for (const path of ['/not-modified/', '/not-modified/in-head/']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'If-None-Match': '"abc"' } });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe('"abc"');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('HEAD of a page: the strict policy without hashes', async () => {
    const response = await fetch(`${origin}/whole/`, { method: 'HEAD' });
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      'https://cdn.consent.example',
    ]);
  });
});
