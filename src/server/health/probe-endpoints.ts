import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_ERROR_HEADERS, apiError } from '../http/api-errors.ts';
import { clientAddressFromHeaders } from '../http/client-address.ts';
import type { ProbeLimiter } from '../rate-limit/probe-limiter.ts';
import type { Readiness } from './readiness.ts';

// GET /api/health (liveness: the process serves) and GET /api/ready (readiness: this instance can
// serve correctly), answered by the site server before Next so that they answer even when Next's
// handler is stuck. Uncached, rate-limited per client, a small JSON of status and reason codes.

export const LIVENESS_PATH = '/api/health';
export const READINESS_PATH = '/api/ready';

export type ProbeKind = 'liveness' | 'readiness';

/** The probe a request target asks for, with or without the trailing slash of §2.1, any query aside. */
export function probeKindOf(url: string | undefined): ProbeKind | null {
  if (url === undefined) return null;
  const queryAt = url.indexOf('?');
  const pathname = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(/\/$/, '');
  return pathname === LIVENESS_PATH ? 'liveness' : pathname === READINESS_PATH ? 'readiness' : null;
}

export interface HealthProbes {
  readonly readiness: Readiness;
  readonly limiter: ProbeLimiter;
}

function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  outgoing.writeHead(status, {
    ...API_ERROR_HEADERS,
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
  });
  outgoing.end(incoming.method === 'HEAD' ? undefined : body);
}

function answerError(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  code: 'method_not_allowed' | 'too_many_requests',
  headers: Readonly<Record<string, string>>,
): void {
  const { status, body } = apiError(code);
  answer(incoming, outgoing, status, body, headers);
}

export async function serveProbe(
  kind: ProbeKind,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  probes: HealthProbes,
): Promise<void> {
  try {
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      answerError(incoming, outgoing, 'method_not_allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const client = clientAddressFromHeaders((name) => {
      const value = incoming.headers[name];
      return Array.isArray(value) ? value[0] : value;
    });
    const verdict = await probes.limiter.take(client);
    if (!verdict.ok) {
      answerError(incoming, outgoing, 'too_many_requests', { 'Retry-After': String(verdict.retryAfterSeconds) });
      return;
    }
    if (kind === 'liveness') {
      answer(incoming, outgoing, 200, JSON.stringify({ status: 'ok' }));
      return;
    }
    const report = await probes.readiness.report();
    answer(incoming, outgoing, report.status === 'ready' ? 200 : 503, JSON.stringify(report));
  } catch {
    // The checks catch their own failures: this only covers a bug here, which is not ready either.
    if (!outgoing.headersSent) answer(incoming, outgoing, 503, JSON.stringify({ status: 'not_ready' }));
    else outgoing.destroy();
  }
}
