import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// The gateway's upstream transport. The default is node:http with a keep-alive pool, answering
// with plain bytes: no WHATWG Request, Response, Headers or stream objects on the hot path (the
// global fetch, undici, cost about four times the CPU per call here; issue 5 asks for ≤ 2 ms
// added at p50 and ≥ 70 % of the direct throughput). It never follows redirects (a 3xx comes back
// as it is), stops reading past the byte cap and gives up at the time budget. Tests swap in a
// fetch through `fetchUpstream`.

export interface UpstreamRequest {
  /** PROVIDER_API_URL; may carry a path prefix (https://api.example/cypher). */
  readonly baseUrl: string;
  /** The route of the §7 table with its re-encoded query, starting with "/". */
  readonly pathAndQuery: string;
  readonly method: 'GET' | 'POST';
  /** Lower-case names, written by the gateway itself (§6). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
  /** Budget for the whole exchange, headers and body. */
  readonly timeoutMs: number;
  /** Largest answer body accepted. */
  readonly maxBytes: number;
}

export interface UpstreamAnswer {
  readonly status: number;
  /** The Content-Type header as sent, or "". */
  readonly contentType: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

export type UpstreamTransport = (request: UpstreamRequest) => Promise<UpstreamAnswer>;

/** The time budget ran out. */
export class UpstreamTimeoutError extends Error {
  constructor() {
    super('the upstream call ran out of time');
    this.name = 'UpstreamTimeoutError';
  }
}

/** The answer body passed the byte cap. */
export class UpstreamTooLargeError extends Error {
  constructor() {
    super('the upstream answer is too large');
    this.name = 'UpstreamTooLargeError';
  }
}

export function upstreamUrl(baseUrl: string, pathAndQuery: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}

const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 256, maxFreeSockets: 64 } as const;
const httpAgent = new HttpAgent(AGENT_OPTIONS);
const httpsAgent = new HttpsAgent(AGENT_OPTIONS);

interface ParsedBase {
  readonly secure: boolean;
  readonly hostname: string;
  readonly port: string;
  readonly pathPrefix: string;
}

/** PROVIDER_API_URL parsed once per value (a process has one, tests a few). */
const parsedBases = new Map<string, ParsedBase>();
function parseBase(baseUrl: string): ParsedBase {
  let parsed = parsedBases.get(baseUrl);
  if (!parsed) {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PROVIDER_API_URL must be http or https');
    parsed = {
      secure: url.protocol === 'https:',
      // URL keeps the brackets of an IPv6 literal; node:http wants the bare address.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port,
      pathPrefix: url.pathname.replace(/\/+$/, ''),
    };
    if (parsedBases.size > 16) parsedBases.clear();
    parsedBases.set(baseUrl, parsed);
  }
  return parsed;
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
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const outgoing = (base.secure ? httpsRequest : httpRequest)({
      hostname: base.hostname,
      ...(base.port ? { port: base.port } : {}),
      path: `${base.pathPrefix}${request.pathAndQuery}`,
      method: request.method,
      headers,
      agent: base.secure ? httpsAgent : httpAgent,
    });
    const timer = setTimeout(() => {
      settle(() => reject(new UpstreamTimeoutError()));
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('error', (error) => settle(() => reject(error)));
    outgoing.on('response', (incoming: IncomingMessage) => {
      const status = incoming.statusCode ?? 0;
      if (status < 200 || status > 599) {
        settle(() => reject(new Error(`unexpected upstream status ${status}`)));
        outgoing.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      incoming.on('data', (chunk: Buffer) => {
        total += chunk.byteLength;
        if (total > request.maxBytes) {
          settle(() => reject(new UpstreamTooLargeError()));
          outgoing.destroy();
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('error', (error) => settle(() => reject(error)));
      incoming.on('aborted', () => settle(() => reject(new Error('upstream closed the answer'))));
      incoming.on('end', () => {
        // One copy into a buffer of the answer's own (Node's chunks may share a pooled buffer).
        const body = new Uint8Array(total);
        let offset = 0;
        for (const chunk of chunks) {
          body.set(chunk, offset);
          offset += chunk.byteLength;
        }
        settle(() => resolve({ status, contentType: incoming.headers['content-type'] ?? '', body }));
      });
    });
    outgoing.end(request.body);
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
