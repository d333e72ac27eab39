import {
  CAPTCHA_FIELD,
  GATEWAY_PATH,
  REFRESH_TOKEN_HEADER,
  SESSION_TOKEN_HEADER,
  type ResponseFormat,
} from './provider-constants.ts';

// The envelope client of §7.1: every provider call is a POST to /api/cypher whose JSON body is
// reqMetadata {method, route, responseFormat, g-recaptcha-response} merged with the payload, or,
// for a form-data payload, the form with reqMetadata appended as a JSON string.

export type JsonObject = { readonly [key: string]: unknown };

export interface CypherCall {
  readonly method: 'GET' | 'POST';
  /** A route built by `buildRoute` from the §7 table. */
  readonly route: string;
  readonly responseFormat?: ResponseFormat;
  readonly captchaResponse?: string;
  readonly payload?: JsonObject | FormData;
  /** Set where the caller holds the token (the server); the browser leaves them to the gateway's cookie. */
  readonly sessionToken?: string;
  readonly refreshToken?: string;
}

export type CypherBody = unknown;

export interface CypherResult<Body = CypherBody> {
  /** HTTP status the gateway answered with (the provider's, for provider answers). */
  readonly status: number;
  readonly body: Body;
}

/** The gateway refused or could not complete the call (its own `{error}` answers, §7.1). */
export class CypherGatewayError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds the gateway asked to wait (Retry-After of a 429 or 503); null when it named none. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string, retryAfterSeconds: number | null = null) {
    super(`Loyalty gateway answered ${status}: ${code}`);
    this.name = 'CypherGatewayError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A Retry-After header in seconds (the delay form; an HTTP date or anything else: null). */
export function retryAfterSecondsOf(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** §8.3 "Network failures on provider calls. Rethrown as errors carrying the message." */
export class CypherNetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CypherNetworkError';
  }
}

export interface EnvelopeClientOptions {
  /** Absolute gateway URL on the server or in tests; the same-origin path in the browser. */
  readonly endpoint?: string;
  readonly fetch?: typeof fetch;
}

export function buildReqMetadata(call: CypherCall): JsonObject {
  return {
    method: call.method,
    route: call.route,
    responseFormat: call.responseFormat ?? 'json',
    ...(call.captchaResponse !== undefined ? { [CAPTCHA_FIELD]: call.captchaResponse } : {}),
  };
}

/** Builds the fetch init of one envelope call: the §7.1 body and the Accept header. */
export function buildEnvelopeRequest(call: CypherCall): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (call.sessionToken) headers.set(SESSION_TOKEN_HEADER, call.sessionToken);
  if (call.refreshToken) headers.set(REFRESH_TOKEN_HEADER, call.refreshToken);
  const reqMetadata = buildReqMetadata(call);
  let body: BodyInit;
  if (call.payload instanceof FormData) {
    const form = new FormData();
    for (const [key, value] of call.payload.entries()) form.append(key, value);
    form.append('reqMetadata', JSON.stringify(reqMetadata));
    body = form; // fetch writes the multipart content type with its boundary
  } else {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify({ ...(call.payload ?? {}), reqMetadata });
  }
  return { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' };
}

function isProviderAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('peachCode' in body || 'statusCode' in body);
}

/** Provider answers come back whatever their HTTP status (§3.9 peachCode decides); the gateway's refusals throw. */
export async function callCypher(call: CypherCall, options: EnvelopeClientOptions = {}): Promise<CypherResult> {
  const fetchImpl = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(options.endpoint ?? GATEWAY_PATH, buildEnvelopeRequest(call));
  } catch (error) {
    throw new CypherNetworkError(error instanceof Error ? error.message : 'Network error', { cause: error });
  }
  const format = call.responseFormat ?? 'json';
  if (response.ok && format === 'raw') return { status: response.status, body: await response.text() };
  if (response.ok && format === 'blob') return { status: response.status, body: await response.blob() };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    throw new CypherGatewayError(response.status, 'unreadable_response');
  }
  if (response.ok || isProviderAnswer(body)) return { status: response.status, body };
  const code =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : 'error';
  throw new CypherGatewayError(response.status, code, retryAfterSecondsOf(response.headers.get('Retry-After')));
}
