import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  API_CONTENT_POLICY,
  STRICT_TRANSPORT_SECURITY,
  type SecurityHeaderInput,
} from '../../lib/security/headers.ts';
import { allowedScriptHashes, buildTimeScriptHashes } from '../../lib/security/inline-scripts.ts';
import { loggedPath, siteLog } from '../log/logger.ts';

// Pages stay static files; their CSP is completed as they leave with the hashes of their own framework
// scripts, so no other inline script runs, with no 'unsafe-inline' and no per-request rendering.

export interface PagePolicy {
  /** Framing, form and third-party origins of the site (next.config gives the same to Next). */
  readonly site: SecurityHeaderInput;
  /** Hashes of the non-data inline scripts of the build's own pages (React's runtime code). */
  readonly knownScriptHashes: ReadonlySet<string>;
}

/** All .html files under a directory, read once (the pre-rendered pages of a build). */
function* htmlFilesUnder(directory: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(full);
    else if (entry.name.endsWith('.html')) yield readFileSync(full, 'utf8');
  }
}

export function pagePolicyOf(distDir: string, site: SecurityHeaderInput): PagePolicy {
  return { site, knownScriptHashes: buildTimeScriptHashes(htmlFilesUnder(path.join(distDir, 'server', 'app'))) };
}

/** Served over https: by a TLS socket, or per the proxy in front of the server (nginx). */
export function isHttpsRequest(incoming: IncomingMessage): boolean {
  if ((incoming.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = incoming.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** A body as it was before its Content-Encoding (identity, gzip, br, deflate). */
export function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      throw new Error(`unknown content encoding ${encoding}`);
  }
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

/** Paths whose refused inline scripts were logged already: one line per path, bounded. */
const loggedRefusals = new Set<string>();

type WriteHeadRest = [] | [OutgoingHttpHeaders | unknown[]] | [string, (OutgoingHttpHeaders | unknown[])?];

/** writeHead's headers argument without any CSP header (ours is set on the response). */
function withoutPolicyHeader(rest: WriteHeadRest): WriteHeadRest {
  const strip = (headers: OutgoingHttpHeaders | unknown[] | undefined) => {
    if (headers === undefined) return undefined;
    if (Array.isArray(headers)) {
      const kept: unknown[] = [];
      for (let index = 0; index + 1 < headers.length; index += 2) {
        if (String(headers[index]).toLowerCase() !== 'content-security-policy')
          kept.push(headers[index], headers[index + 1]);
      }
      return kept;
    }
    return Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    );
  };
  if (typeof rest[0] === 'string') {
    const headers = strip(rest[1] as OutgoingHttpHeaders | unknown[] | undefined);
    return headers === undefined ? [rest[0]] : [rest[0], headers];
  }
  const headers = strip(rest[0] as OutgoingHttpHeaders | unknown[] | undefined);
  return headers === undefined ? [] : [headers];
}

/** Gives the answer `policy` as its CSP when, as its head is written, it has none of its own. */
function withDefaultPolicy(outgoing: ServerResponse, policy: string): void {
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, statusCode: number, ...rest: WriteHeadRest) {
    const given = rest.find((item) => typeof item === 'object' && item !== null);
    const givenNames = Array.isArray(given)
      ? given.filter((_, index) => index % 2 === 0).map(String)
      : Object.keys(given ?? {});
    const hasOwn =
      this.hasHeader('content-security-policy') ||
      givenNames.some((name) => name.toLowerCase() === 'content-security-policy');
    if (!hasOwn && !this.headersSent) this.setHeader('Content-Security-Policy', policy);
    return writeHead.call(this, statusCode, ...(rest as [])) as ServerResponse;
  } as ServerResponse['writeHead'];
}

/**
 * HSTS over https, and for an HTML page the CSP with its inline-script hashes: the page is held until
 * Next ends it (the header precedes the body), then sent unchanged.
 */
export function applyPagePolicy(incoming: IncomingMessage, outgoing: ServerResponse, policy: PagePolicy): void {
  const https = isHttpsRequest(incoming);
  if (https) outgoing.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  const pathname = (incoming.url ?? '/').split('?')[0] ?? '/';
  // API answers set their own policy (the hand-off's HTML form); one that sets none gets the API's.
  if (pathname.startsWith('/api/')) {
    withDefaultPolicy(outgoing, API_CONTENT_POLICY);
    return;
  }
  // Every method: Next answers a POST with the page, which a cross-site form could load under a lax policy.
  const method = incoming.method ?? 'GET';
  const strictPolicy = (scriptHashes: readonly string[]) =>
    contentSecurityPolicy({ ...policy.site, scriptHashes, https });

  const originalWriteHead = outgoing.writeHead;
  const originalWrite = outgoing.write;
  const originalEnd = outgoing.end;
  const originalFlushHeaders = outgoing.flushHeaders;
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided';
  let heldStatus = 200;
  let heldRest: WriteHeadRest = [];
  const chunks: Buffer[] = [];

  // The wrappers stay once decided: Next's compression wraps them, and restoring the originals would drop its.
  outgoing.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: WriteHeadRest) {
    if (mode === 'hold') return this;
    if (mode === 'pass') return originalWriteHead.call(this, statusCode, ...(rest as []));
    const argumentHeaders = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
    const contentType =
      (argumentHeaders && !Array.isArray(argumentHeaders)
        ? Object.entries(argumentHeaders).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
        : undefined) ?? this.getHeader('content-type');
    if (statusCode === 304) {
      // The browser takes a 304's headers into its stored page (RFC 9111 §4.3.4): Next's lax policy
      // would replace the page's strict one, so none is sent.
      mode = 'pass';
      this.removeHeader('content-security-policy');
      return originalWriteHead.call(this, statusCode, ...(withoutPolicyHeader(rest) as []));
    }
    if (!isHtml(contentType) || statusCode === 204) {
      mode = 'pass';
      return originalWriteHead.call(this, statusCode, ...(rest as []));
    }
    if (method === 'HEAD') {
      // No body to hash: the policy without inline scripts.
      mode = 'pass';
      this.setHeader('Content-Security-Policy', strictPolicy([]));
      return originalWriteHead.call(this, statusCode, ...(withoutPolicyHeader(rest) as []));
    }
    mode = 'hold';
    heldStatus = statusCode;
    heldRest = rest;
    return this;
  } as ServerResponse['writeHead'];

  const decide = () => {
    if (mode === 'undecided') outgoing.writeHead(outgoing.statusCode);
  };

  outgoing.flushHeaders = function flushHeaders(this: ServerResponse) {
    decide();
    if (mode !== 'hold') originalFlushHeaders.call(this);
  };

  outgoing.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    if (mode !== 'hold') return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array));
    const callback = rest.find((value) => typeof value === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  outgoing.end = function end(this: ServerResponse, ...args: unknown[]) {
    decide();
    if (mode !== 'hold') return (originalEnd as (...values: unknown[]) => ServerResponse).apply(this, args);
    const callback = args.find((value) => typeof value === 'function') as (() => void) | undefined;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (chunk !== undefined && chunk !== null)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array));
    const body = Buffer.concat(chunks);
    mode = 'pass';
    try {
      const encodingHeader = this.getHeader('content-encoding');
      const html = decodeBody(body, typeof encodingHeader === 'string' ? encodingHeader : undefined).toString('utf8');
      const { allowed, refused } = allowedScriptHashes(html, policy.knownScriptHashes);
      if (refused > 0 && !loggedRefusals.has(pathname) && loggedRefusals.size < 256) {
        loggedRefusals.add(pathname);
        siteLog().warn('csp.unknown_inline_scripts', 'inline scripts of unknown shape left out of the CSP', {
          path: loggedPath(pathname),
          refused,
        });
      }
      this.setHeader('Content-Security-Policy', strictPolicy(allowed));
      originalWriteHead.call(this, heldStatus, ...(withoutPolicyHeader(heldRest) as []));
    } catch (error) {
      // The page is sent with the policy Next gave it; the fault is logged, never a broken page.
      siteLog().warn(
        'csp.hashes_failed',
        'page sent with Next’s CSP, without hashes',
        { path: loggedPath(pathname) },
        error,
      );
      originalWriteHead.call(this, heldStatus, ...(heldRest as []));
    }
    return (originalEnd as (...values: unknown[]) => ServerResponse).call(this, body, ...(callback ? [callback] : []));
  } as ServerResponse['end'];
}
