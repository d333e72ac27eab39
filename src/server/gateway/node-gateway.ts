import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  answerCypherCall,
  BodyTooLargeError,
  GATEWAY_DEFAULTS,
  JSON_HEADERS,
  type GatewayAnswer,
  type GatewayCall,
  type GatewayOptions,
} from './handle-cypher-request.ts';

// The gateway over node:http without WHATWG objects: the site server's fast path for POST /api/cypher,
// with the route handler's rules (both call answerCypherCall).

/** next.config's headers() fitted to an API answer: nothing in it may run, be framed or be read cross-origin. */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

const JSON_API_HEADERS: Readonly<Record<string, string>> = { ...API_SECURITY_HEADERS, ...JSON_HEADERS };

function readNodeBody(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        // Nothing more is read; the answer closes the connection (see serveCypherCall).
        stop();
        incoming.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error('the request closed before its body ended'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

function nodeCall(incoming: IncomingMessage): GatewayCall {
  return {
    method: incoming.method ?? '',
    header: (name) => {
      const value = incoming.headers[name];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    readBody: (limit) => readNodeBody(incoming, limit),
  };
}

/** Answers one POST /api/cypher on node:http. Never throws; an internal fault is a 500. */
export async function serveCypherCall(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: GatewayOptions,
): Promise<void> {
  let answer: GatewayAnswer;
  try {
    answer = await answerCypherCall(nodeCall(incoming), options);
  } catch {
    answer = {
      status: 500,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      body: '{"error":"internal"}',
    };
  }
  if (outgoing.destroyed) return;
  const headers: Record<string, string> =
    answer.headers === JSON_HEADERS ? { ...JSON_API_HEADERS } : { ...API_SECURITY_HEADERS, ...answer.headers };
  headers['Content-Length'] = String(
    typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength,
  );
  // A refusal before the whole body is in: Node would read and drop the rest to keep the connection,
  // fine within the limit but not for an oversized or chunked upload, nor a stalled one (408).
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  const maxBodyBytes = options.maxBodyBytes ?? GATEWAY_DEFAULTS.maxBodyBytes;
  if (!incoming.complete && (answer.status === 408 || !(declared <= maxBodyBytes))) headers.Connection = 'close';
  outgoing.writeHead(answer.status, headers);
  outgoing.end(answer.body);
}
