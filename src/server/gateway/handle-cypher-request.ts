import { CAPTCHA_FIELD, REFRESH_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '../../lib/loyalty/loyalty-constants.ts';
import { matchRoute, type ProviderRoute } from '../../lib/loyalty/route-table.ts';
import { payloadSchema, providerTokenSchema, reqMetadataSchema, type ReqMetadata } from './envelope-schema.ts';
import { httpUpstreamFetch } from './upstream-http.ts';

// POST /api/cypher (§7.1): the only way from the browser to the loyalty provider. It accepts the
// envelope, forwards only a method + route of the §7 table (ARCHITECTURE "Boundaries"), rebuilds
// the upstream URL and headers itself, and bounds size, time and concurrency. Bad input is a 4xx;
// a 5xx only ever means the upstream (502/504) or our own capacity (503).

export interface SessionTokens {
  readonly sessionToken?: string | undefined;
  readonly refreshToken?: string | undefined;
}

export interface CaptchaVerification {
  /** Server-side secret; absent configuration means no captcha check (§7.1, issue 5). */
  readonly secret: string;
  /** Verification endpoint; the reCAPTCHA site-verify URL unless told otherwise. */
  readonly verifyUrl?: string;
  /** Replaces the HTTP verification (tests). */
  readonly verify?: (response: string, secret: string) => Promise<boolean>;
}

/** Counts calls in flight; share one per process so the cap holds across requests. */
export interface InFlightCounter {
  active: number;
}

export interface GatewayOptions {
  /** PROVIDER_API_URL: server-only base URL of the provider API. */
  readonly providerApiUrl: string;
  /** Upstream time budget, headers and body included. */
  readonly timeoutMs?: number;
  readonly maxInFlight?: number;
  readonly inFlight?: InFlightCounter;
  readonly maxBodyBytes?: number;
  readonly maxUpstreamBytes?: number;
  readonly captcha?: CaptchaVerification;
  /**
   * Seam for the session cookie: where the provider tokens of this request come from. Today the
   * client sends the §6 token headers itself; a later issue reads an HttpOnly cookie here instead,
   * and the page's JavaScript never sees a token.
   */
  readonly readSessionTokens?: (request: Request) => SessionTokens | Promise<SessionTokens>;
  /**
   * Rewrites each JSON answer before it leaves for the browser: the member session (issue 6)
   * removes the provider tokens, which live in the HttpOnly cookie only.
   */
  readonly redactJson?: (body: object) => object;
  /** When set, a request whose Origin header is not listed is refused (cross-site posts). */
  readonly allowedOrigins?: readonly string[];
  /** Upstream transport; a keep-alive node:http client unless replaced (tests). */
  readonly fetch?: typeof fetch;
}

export const GATEWAY_DEFAULTS = {
  timeoutMs: 10_000,
  maxInFlight: 256,
  /** Issue 5: request body ≤ 16 KB. */
  maxBodyBytes: 16 * 1024,
  maxUpstreamBytes: 2 * 1024 * 1024,
} as const;

const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const sharedInFlight: InFlightCounter = { active: 0 };

/** Blob content types passed through as they are; anything else becomes octet-stream. */
const SAFE_BLOB_TYPES = new Set(['application/pdf', 'application/vnd.apple.pkpass', 'image/png', 'image/jpeg', 'application/octet-stream']);

type GatewayErrorCode =
  | 'method_not_allowed'
  | 'forbidden_origin'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_envelope'
  | 'route_not_allowed'
  | 'invalid_token'
  | 'missing_token'
  | 'captcha_required'
  | 'captcha_failed'
  | 'busy'
  | 'upstream_unreachable'
  | 'upstream_redirect'
  | 'upstream_error'
  | 'upstream_invalid_response'
  | 'upstream_timeout'
  | 'not_configured';

const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

function errorResponse(status: number, error: GatewayErrorCode, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

/** A refusal decided while reading the request; always a 4xx. */
class RejectedRequest extends Error {
  readonly response: Response;
  constructor(status: number, code: GatewayErrorCode) {
    super(code);
    this.response = errorResponse(status, code);
  }
}

/** Reads at most `limit` bytes of the body; more is a 413 whatever Content-Length claimed. */
async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    throw new RejectedRequest(/^\d+$/.test(declared) ? 413 : 400, /^\d+$/.test(declared) ? 'payload_too_large' : 'invalid_envelope');
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RejectedRequest(413, 'payload_too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

interface Envelope {
  readonly metadata: ReqMetadata;
  readonly payload: Record<string, unknown>;
}

function parseEnvelopeObject(value: unknown): Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RejectedRequest(400, 'invalid_envelope');
  const { reqMetadata, ...rest } = value as Record<string, unknown>;
  const metadata = reqMetadataSchema.safeParse(reqMetadata);
  const payload = payloadSchema.safeParse(rest);
  if (!metadata.success || !payload.success) throw new RejectedRequest(400, 'invalid_envelope');
  return { metadata: metadata.data, payload: payload.data };
}

/** §7.1: JSON bodies, and form data with reqMetadata as a JSON string. */
async function readEnvelope(request: Request, maxBodyBytes: number): Promise<Envelope> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  const isJson = contentType.startsWith('application/json');
  const isForm = contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
  if (!isJson && !isForm) throw new RejectedRequest(415, 'unsupported_media_type');
  const bytes = await readLimitedBody(request, maxBodyBytes);
  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new RejectedRequest(400, 'invalid_envelope');
    }
    return parseEnvelopeObject(parsed);
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RejectedRequest(400, 'invalid_envelope');
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    // Files are not a provider payload, and a repeated field is ambiguous.
    if (typeof value !== 'string' || Object.hasOwn(fields, key)) throw new RejectedRequest(400, 'invalid_envelope');
    fields[key] = value;
  }
  const metadataText = fields.reqMetadata;
  if (typeof metadataText !== 'string') throw new RejectedRequest(400, 'invalid_envelope');
  try {
    fields.reqMetadata = JSON.parse(metadataText);
  } catch {
    throw new RejectedRequest(400, 'invalid_envelope');
  }
  return parseEnvelopeObject(fields);
}

/** The client's own §6 token headers: the interim source until the HttpOnly cookie lands. */
export function readTokenHeaders(request: Request): SessionTokens {
  return {
    sessionToken: request.headers.get(SESSION_TOKEN_HEADER) ?? undefined,
    refreshToken: request.headers.get(REFRESH_TOKEN_HEADER) ?? undefined,
  };
}

function checkedToken(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (!providerTokenSchema.safeParse(token).success) throw new RejectedRequest(400, 'invalid_token');
  return token;
}

/** §6: the gateway writes the upstream headers itself; nothing of the browser's is copied. */
function upstreamHeaders(spec: ProviderRoute, metadata: ReqMetadata, tokens: SessionTokens): Headers {
  const headers = new Headers({
    Accept: metadata.responseFormat === 'json' ? 'application/json' : metadata.responseFormat === 'raw' ? 'text/plain, application/json' : '*/*',
    'User-Agent': 'fincher-gateway',
  });
  if (spec.body) headers.set('Content-Type', 'application/json; charset=utf-8');
  const sessionToken = checkedToken(tokens.sessionToken);
  const refreshToken = checkedToken(tokens.refreshToken);
  if (spec.token === 'session' || spec.token === 'session-optional') {
    if (sessionToken) headers.set(SESSION_TOKEN_HEADER, sessionToken);
    else if (spec.token === 'session') throw new RejectedRequest(401, 'missing_token');
  }
  if (spec.token === 'refresh') {
    if (!refreshToken) throw new RejectedRequest(401, 'missing_token');
    headers.set(REFRESH_TOKEN_HEADER, refreshToken);
  }
  return headers;
}

async function verifyCaptcha(captcha: CaptchaVerification, response: string, fetchImpl: typeof fetch): Promise<boolean> {
  if (captcha.verify) return captcha.verify(response, captcha.secret);
  const verification = await fetchImpl(captcha.verifyUrl ?? DEFAULT_CAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: captcha.secret, response }),
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  });
  if (!verification.ok) return false;
  const result: unknown = await verification.json();
  return typeof result === 'object' && result !== null && 'success' in result && result.success === true;
}

/** Reads the upstream body under a byte cap; the abort signal bounds its time. */
async function readUpstreamBody(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength > limit ? null : bytes;
}

function upstreamUrl(base: string, pathAndQuery: string): string {
  // The base may carry a path prefix (e.g. https://api.example/cypher); the route is appended to it.
  return `${base.replace(/\/+$/, '')}${pathAndQuery}`;
}

/** Turns the upstream answer into ours, per responseFormat (§7.1). */
async function relay(
  upstream: Response,
  format: ReqMetadata['responseFormat'],
  limit: number,
  redactJson: (body: object) => object = (body) => body,
): Promise<Response> {
  if (upstream.status >= 300 && upstream.status < 400) return errorResponse(502, 'upstream_redirect');
  if (upstream.type === 'opaqueredirect') return errorResponse(502, 'upstream_redirect');
  if (upstream.status >= 500) {
    await upstream.body?.cancel().catch(() => undefined);
    return errorResponse(502, 'upstream_error');
  }
  const bytes = await readUpstreamBody(upstream, limit);
  if (bytes === null) return errorResponse(502, 'upstream_invalid_response');
  const upstreamType = (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // Provider errors (4xx) come back as JSON whatever the requested format; so does every json call.
  if (format === 'json' || upstreamType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return errorResponse(502, 'upstream_invalid_response');
    }
    if (typeof parsed !== 'object' || parsed === null) return errorResponse(502, 'upstream_invalid_response');
    return new Response(JSON.stringify(redactJson(parsed)), {
      status: upstream.status,
      headers: { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  if (format === 'raw') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return errorResponse(502, 'upstream_invalid_response');
    }
    return new Response(text, { status: upstream.status, headers: { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(bytes, {
    status: upstream.status,
    headers: { ...BASE_HEADERS, 'Content-Type': SAFE_BLOB_TYPES.has(upstreamType) ? upstreamType : 'application/octet-stream' },
  });
}

/**
 * The POST /api/cypher handler, free of Next so that tests and the benchmark call it directly.
 * Order of checks: method, origin, concurrency cap, body, envelope, route, tokens, captcha; only
 * then one upstream request.
 */
export async function handleCypherRequest(request: Request, options: GatewayOptions): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', { Allow: 'POST' });
  const origin = request.headers.get('origin');
  if (options.allowedOrigins && origin !== null && !options.allowedOrigins.includes(origin)) {
    return errorResponse(403, 'forbidden_origin');
  }
  const inFlight = options.inFlight ?? sharedInFlight;
  if (inFlight.active >= (options.maxInFlight ?? GATEWAY_DEFAULTS.maxInFlight)) {
    // Fast refusal before reading anything: the cap protects the provider and this process.
    return errorResponse(503, 'busy', { 'Retry-After': '1' });
  }
  inFlight.active += 1;
  try {
    return await forward(request, options);
  } finally {
    inFlight.active -= 1;
  }
}

async function forward(request: Request, options: GatewayOptions): Promise<Response> {
  const fetchImpl = options.fetch ?? httpUpstreamFetch;
  let target: string;
  let init: RequestInit;
  let format: ReqMetadata['responseFormat'];
  try {
    const { metadata, payload } = await readEnvelope(request, options.maxBodyBytes ?? GATEWAY_DEFAULTS.maxBodyBytes);
    const matched = matchRoute(metadata.method, metadata.route);
    if (!matched.ok) throw new RejectedRequest(matched.reason === 'method-not-allowed' ? 405 : 403, 'route_not_allowed');
    // A call whose answer is raw text by the table (§7.9 wallet passes) cannot be read as JSON:
    // asking for that is a client mistake, refused here rather than turned into a 502 later.
    if (metadata.responseFormat === 'json' && matched.spec.responseFormat !== 'json') {
      throw new RejectedRequest(400, 'invalid_envelope');
    }
    const tokens = await (options.readSessionTokens ?? readTokenHeaders)(request);
    const headers = upstreamHeaders(matched.spec, metadata, tokens);
    const captchaResponse = metadata[CAPTCHA_FIELD] ?? undefined;
    if (matched.spec.captcha && options.captcha) {
      if (!captchaResponse) throw new RejectedRequest(400, 'captcha_required');
      const passed = await verifyCaptcha(options.captcha, captchaResponse, fetchImpl).catch(() => false);
      if (!passed) throw new RejectedRequest(403, 'captcha_failed');
    }
    let body: string | undefined;
    if (matched.spec.body) {
      // §7.1: the captcha response of reqMetadata reaches the provider with the calls that take one.
      const upstreamPayload = matched.spec.captcha && captchaResponse ? { ...payload, [CAPTCHA_FIELD]: captchaResponse } : payload;
      body = JSON.stringify(upstreamPayload);
    }
    if (!options.providerApiUrl) return errorResponse(503, 'not_configured');
    target = upstreamUrl(options.providerApiUrl, matched.pathAndQuery);
    init = { method: matched.spec.method, headers, redirect: 'manual', ...(body !== undefined ? { body } : {}) };
    format = metadata.responseFormat;
  } catch (error) {
    if (error instanceof RejectedRequest) return error.response;
    // Anything unexpected while reading the caller's input is still the caller's input: a 400.
    return errorResponse(400, 'invalid_envelope');
  }

  const timeoutMs = options.timeoutMs ?? GATEWAY_DEFAULTS.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const upstream = await fetchImpl(target, { ...init, signal: controller.signal });
    return await relay(upstream, format, options.maxUpstreamBytes ?? GATEWAY_DEFAULTS.maxUpstreamBytes, options.redactJson);
  } catch {
    return controller.signal.aborted ? errorResponse(504, 'upstream_timeout') : errorResponse(502, 'upstream_unreachable');
  } finally {
    clearTimeout(timer);
  }
}
