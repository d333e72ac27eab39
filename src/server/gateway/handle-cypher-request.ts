import { readCapped } from '../../lib/http/read-capped.ts';
import {
  CAPTCHA_FIELD,
  REFRESH_TOKEN_HEADER,
  SESSION_TOKEN_HEADER,
} from '../../lib/loyalty/provider/provider-constants.ts';
import { accountOf, limitedActionOf } from '../../lib/loyalty/provider/attempt-limits.ts';
import {
  buildRoute,
  matchRoute,
  type ProviderRoute,
  type RouteId,
  type RouteMatch,
} from '../../lib/loyalty/provider/route-table.ts';
import { payloadSchema, providerTokenSchema, reqMetadataSchema, type ReqMetadata } from './envelope-schema.ts';
import { scopeCall, type LoyaltyScope } from '../../lib/loyalty/provider/site-scope.ts';
import { apiError, type ApiErrorCode } from '../http/api-errors.ts';
import type { AttemptLimiter, AttemptVerdict } from '../rate-limit/attempt-limiter.ts';
import { isJsonMediaType, jsonContainer, utf8Text } from './answer-text.ts';
import { isCrossOriginCall } from './same-origin.ts';
import {
  fetchUpstream,
  httpUpstream,
  UpstreamTimeoutError,
  UpstreamTooLargeError,
  type UpstreamAnswer,
  type UpstreamTransport,
} from './upstream-http.ts';

// POST /api/cypher (§7.1): the only way from the browser to the loyalty provider. It accepts the
// envelope, forwards only a method + route of the §7 table (ARCHITECTURE "Boundaries"), rebuilds
// the upstream URL and headers itself, and bounds size, time and concurrency. Bad input is a 4xx;
// a 5xx only ever means the upstream (502/504) or our own capacity (503).
//
// The gateway works on a GatewayCall and gives a GatewayAnswer, so that two servers can carry it
// with the same rules: the site server's node:http fast path (node-gateway.ts, what production
// runs) and Next's route handler (handleCypherRequest, for `next dev` and in-process calls).

/** One incoming call, whatever server carries it. */
export interface GatewayCall {
  readonly method: string;
  /** A request header by lower-case name; null when absent. */
  header(name: string): string | null;
  /**
   * The whole body; rejects with BodyTooLargeError once more than `limit` bytes arrive. Once
   * `deadline` settles the caller has given up on it: the read may stop and let the body go.
   */
  readBody(limit: number, deadline: Promise<unknown>): Promise<Uint8Array>;
}

/** The answer to send back: status, headers and the bytes or text of the body. */
export interface GatewayAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array<ArrayBuffer>;
}

/** The request body went past the limit, whatever its Content-Length said. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

export interface SessionTokens {
  readonly sessionToken?: string | undefined;
  readonly refreshToken?: string | undefined;
  /** The session's member (version 1 sessions carry it): see GatewayOptions.ownMemberRoutes. */
  readonly memberId?: string | undefined;
}

export interface CaptchaVerification {
  /** Server-side secret; absent configuration means no captcha check (§7.1, issue 5). */
  readonly secret: string;
  /** Verification endpoint; the reCAPTCHA site-verify URL unless told otherwise. */
  readonly verifyUrl?: string;
  /** Replaces the HTTP verification (tests). */
  readonly verify?: (response: string, secret: string) => Promise<boolean>;
}

/** How the gateway takes credentials out of provider answers (src/lib/loyalty/provider/token-redaction.ts). */
export interface AnswerRedaction {
  /** Removes the credentials of a parsed JSON object or array in place; true when it removed any. */
  removeFrom(answer: object): boolean;
  /** True when an answer that is not a JSON object or array names a credential: it is refused. */
  mentions(text: string): boolean;
}

/** Counts calls in flight; share one per process so the caps hold across requests. */
export interface InFlightCounter {
  /** Calls whose body is in (checked, then forwarded). */
  active: number;
  /** Calls whose body is still arriving. */
  reading?: number;
}

export interface GatewayOptions {
  /** PROVIDER_API_URL: server-only base URL of the provider API. */
  readonly providerApiUrl: string;
  /** Upstream time budget, headers and body included. */
  readonly timeoutMs?: number;
  readonly maxInFlight?: number;
  readonly inFlight?: InFlightCounter;
  readonly maxBodyBytes?: number;
  /** Time the caller's body has to arrive in full (a 408 after it). */
  readonly bodyTimeoutMs?: number;
  readonly maxUpstreamBytes?: number;
  readonly captcha?: CaptchaVerification;
  /**
   * Routes whose captcha the caller has verified already (the sign-in handler, between its two
   * limits): a response is good once, so the gateway does not check it again. Only server code
   * that checks it itself may name a route here; every other captcha route is still checked.
   */
  readonly captchaVerifiedByCaller?: readonly RouteId[];
  /**
   * Where the provider tokens of a call come from: the browser's calls read the member's HttpOnly
   * session cookie (site-gateway.ts), so page JavaScript never holds a token; server code's
   * in-process calls pass the §6 token headers (readTokenHeaders, the default).
   */
  readonly readSessionTokens?: (call: GatewayCall) => SessionTokens | Promise<SessionTokens>;
  /**
   * Takes the credentials out of answers before they leave for the browser (the member session,
   * issue 6: the provider tokens live in the HttpOnly cookie only), whatever the call's
   * responseFormat and the provider's Content-Type.
   */
  readonly redaction?: AnswerRedaction;
  /**
   * Refuse calls that a browser marks as coming from another origin (Origin, Sec-Fetch-Site): the
   * browser's calls carry the member's cookie, and a cross-site form post must not act with it.
   */
  readonly sameOriginOnly?: boolean;
  /** With sameOriginOnly: the site's public origins, accepted whatever the Host header says. */
  readonly trustedOrigins?: readonly string[];
  /**
   * The site's loyalty scope (§3.6): calls for another circuit, club, cinema or API generation are
   * refused, and the §3.13 reset-link fields are the site's own. null: the site has no loyalty
   * programme and nothing is forwarded. Absent: no pinning (tests of the gateway's other rules).
   */
  readonly scope?: LoyaltyScope | null;
  /** Routes this caller may not use: the page's gateway leaves sign-in and refresh to /api/member/*. */
  readonly refusedRoutes?: readonly RouteId[];
  /**
   * Routes this caller may use only with a member session (readSessionTokens finds one): the page's
   * gateway refuses a guest the version 1 edit, which without a session acts on any memberId (§4.10
   * runs it on the server, /api/member/online-access). Refused as refusedRoutes are (403).
   */
  readonly guestRefusedRoutes?: readonly RouteId[];
  /**
   * Routes whose payload may name a member only as the session's own: a memberId that differs from
   * the session's (readSessionTokens' memberId) is refused (403), so a signed-in member cannot edit
   * another account by its id, whatever the provider does with a token and a memberId both sent.
   */
  readonly ownMemberRoutes?: readonly RouteId[];
  /**
   * Limits on what a stranger can repeat (sign-in, password reset, registration, the gift-card
   * check), per client and per account: past them a 429 with Retry-After, nothing upstream.
   */
  readonly attempts?: { readonly limiter: AttemptLimiter; readonly clientOf: (call: GatewayCall) => string };
  /** Upstream transport as a fetch (tests); the keep-alive node:http transport unless given. */
  readonly fetch?: typeof fetch;
}

export const GATEWAY_DEFAULTS = {
  timeoutMs: 10_000,
  maxInFlight: 256,
  /** Issue 5: request body ≤ 16 KB. */
  maxBodyBytes: 16 * 1024,
  /**
   * A page's own call is a few hundred bytes, and no call may exceed maxBodyBytes (16 KB): a body
   * still coming after this is a 408 (16 KB in 5 s is 26 kbit/s, below any phone connection).
   */
  bodyTimeoutMs: 5_000,
  maxUpstreamBytes: 2 * 1024 * 1024,
} as const;

const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const sharedInFlight: InFlightCounter = { active: 0, reading: 0 };
/**
 * Bodies being read, per place under the in-flight cap: slow senders cannot take the visitors'
 * places, and what they hold is bounded too (4 × 256 × 16 KB = 16 MiB for at most bodyTimeoutMs).
 */
const BODIES_READ_PER_CALL = 4;

/** Blob content types passed through as they are; anything else becomes octet-stream. */
const SAFE_BLOB_TYPES = new Set([
  'application/pdf',
  'application/vnd.apple.pkpass',
  'image/png',
  'image/jpeg',
  'application/octet-stream',
]);

const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** The headers of every JSON answer (one object, so that a server can recognise and merge it once). */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
};

function errorAnswer(code: ApiErrorCode, extraHeaders: Record<string, string> = {}): GatewayAnswer {
  const { status, body } = apiError(code);
  return {
    status,
    headers: Object.keys(extraHeaders).length === 0 ? JSON_HEADERS : { ...JSON_HEADERS, ...extraHeaders },
    body,
  };
}

/** A refusal decided while reading the request; always a 4xx. */
class RejectedRequest extends Error {
  readonly answer: GatewayAnswer;
  constructor(code: ApiErrorCode) {
    super(code);
    this.answer = errorAnswer(code);
  }
}

/**
 * Routes matched before, by method and route text. matchRoute is pure, and a member's screens send
 * the same few routes again and again; only matches are kept, so refused routes (an attacker's
 * churn) never push the good ones out, and the map is emptied when full.
 */
const MAX_MATCHED_ROUTES = 1024;
const matchedRoutes = new Map<string, Extract<RouteMatch, { ok: true }>>();
function matchRouteCached(method: string, route: string): RouteMatch {
  const key = `${method} ${route}`;
  const known = matchedRoutes.get(key);
  if (known) return known;
  const matched = matchRoute(method, route);
  if (matched.ok) {
    if (matchedRoutes.size >= MAX_MATCHED_ROUTES) matchedRoutes.clear();
    matchedRoutes.set(key, matched);
  }
  return matched;
}

/**
 * Reads at most `limit` bytes of the body; more is a 413 whatever Content-Length claimed, and a
 * body not in after `timeoutMs` is a 408.
 */
async function readLimitedBody(call: GatewayCall, limit: number, timeoutMs: number): Promise<Uint8Array> {
  const declared = call.header('content-length');
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) throw new RejectedRequest('invalid_envelope');
    if (Number(declared) > limit) throw new RejectedRequest('payload_too_large');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const reading = call.readBody(limit, deadline);
  try {
    const read = await Promise.race([reading, deadline]);
    if (read === 'timeout') {
      // The read given up on may still fail later, once the connection closes.
      reading.catch(() => undefined);
      throw new RejectedRequest('request_timeout');
    }
    return read;
  } catch (error) {
    if (error instanceof RejectedRequest) throw error;
    if (error instanceof BodyTooLargeError) throw new RejectedRequest('payload_too_large');
    throw new RejectedRequest('invalid_envelope');
  } finally {
    clearTimeout(timer);
  }
}

interface Envelope {
  readonly metadata: ReqMetadata;
  readonly payload: Record<string, unknown>;
}

function parseEnvelopeObject(value: unknown): Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RejectedRequest('invalid_envelope');
  const { reqMetadata, ...rest } = value as Record<string, unknown>;
  const metadata = reqMetadataSchema.safeParse(reqMetadata);
  const payload = payloadSchema.safeParse(rest);
  if (!metadata.success || !payload.success) throw new RejectedRequest('invalid_envelope');
  return { metadata: metadata.data, payload: payload.data };
}

/** §7.1: JSON bodies, and form data with reqMetadata as a JSON string. */
async function readEnvelope(call: GatewayCall, options: GatewayOptions): Promise<Envelope> {
  const contentType = (call.header('content-type') ?? '').toLowerCase();
  const isJson = contentType.startsWith('application/json');
  const isForm =
    contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
  if (!isJson && !isForm) throw new RejectedRequest('unsupported_media_type');
  const bytes = await readLimitedBody(
    call,
    options.maxBodyBytes ?? GATEWAY_DEFAULTS.maxBodyBytes,
    options.bodyTimeoutMs ?? GATEWAY_DEFAULTS.bodyTimeoutMs,
  );
  if (isJson) {
    let parsed: unknown;
    try {
      const text = utf8Text(bytes);
      if (text === null) throw new RejectedRequest('invalid_envelope');
      parsed = JSON.parse(text);
    } catch {
      throw new RejectedRequest('invalid_envelope');
    }
    return parseEnvelopeObject(parsed);
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RejectedRequest('invalid_envelope');
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    // Files are not a provider payload, and a repeated field is ambiguous.
    if (typeof value !== 'string' || Object.hasOwn(fields, key)) throw new RejectedRequest('invalid_envelope');
    fields[key] = value;
  }
  const metadataText = fields.reqMetadata;
  if (typeof metadataText !== 'string') throw new RejectedRequest('invalid_envelope');
  try {
    fields.reqMetadata = JSON.parse(metadataText);
  } catch {
    throw new RejectedRequest('invalid_envelope');
  }
  return parseEnvelopeObject(fields);
}

/** The §6 token headers of the call: how server code hands its tokens to the in-process gateway. */
export function readTokenHeaders(call: GatewayCall): SessionTokens {
  return {
    sessionToken: call.header(SESSION_TOKEN_HEADER.toLowerCase()) ?? undefined,
    refreshToken: call.header(REFRESH_TOKEN_HEADER.toLowerCase()) ?? undefined,
  };
}

function checkedToken(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (!providerTokenSchema.safeParse(token).success) throw new RejectedRequest('invalid_token');
  return token;
}

/** §6: the gateway writes the upstream headers itself; nothing of the browser's is copied. */
function upstreamHeaders(spec: ProviderRoute, metadata: ReqMetadata, tokens: SessionTokens): Record<string, string> {
  const headers: Record<string, string> = {
    accept:
      metadata.responseFormat === 'json'
        ? 'application/json'
        : metadata.responseFormat === 'raw'
          ? 'text/plain, application/json'
          : '*/*',
    'user-agent': 'fincher-gateway',
  };
  if (spec.body) headers['content-type'] = 'application/json; charset=utf-8';
  const sessionToken = checkedToken(tokens.sessionToken);
  const refreshToken = checkedToken(tokens.refreshToken);
  if (spec.token === 'session' || spec.token === 'session-optional') {
    if (sessionToken) headers[SESSION_TOKEN_HEADER.toLowerCase()] = sessionToken;
    else if (spec.token === 'session') throw new RejectedRequest('missing_token');
  }
  if (spec.token === 'refresh') {
    if (!refreshToken) throw new RejectedRequest('missing_token');
    headers[REFRESH_TOKEN_HEADER.toLowerCase()] = refreshToken;
  }
  return headers;
}

/**
 * §5 why a captcha response is refused: none given, or the vendor did not verify it (a verification
 * that fails to answer counts as not verified); null when it passes.
 */
export async function captchaRefusal(
  captcha: CaptchaVerification,
  response: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<'captcha_required' | 'captcha_failed' | null> {
  if (!response) return 'captcha_required';
  const passed = await verifyCaptcha(captcha, response, fetchImpl).catch(() => false);
  return passed ? null : 'captcha_failed';
}

async function verifyCaptcha(
  captcha: CaptchaVerification,
  response: string,
  fetchImpl: typeof fetch,
): Promise<boolean> {
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

/** The media type of a Content-Type value, lower case, parameters left out. */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The answer as JSON text (or bytes, unchanged), with this Content-Type. */
function answerWith(status: number, contentType: string, body: string | Uint8Array<ArrayBuffer>): GatewayAnswer {
  return {
    status,
    headers:
      contentType === JSON_HEADERS['Content-Type'] ? JSON_HEADERS : { ...BASE_HEADERS, 'Content-Type': contentType },
    body,
  };
}

/**
 * Turns the upstream answer into ours, per responseFormat (§7.1). Credentials are removed from
 * every answer that is a JSON object or array, whatever the format asked and the Content-Type
 * claimed; any other answer that names one is refused (502) rather than relayed.
 */
function relay(
  upstream: UpstreamAnswer,
  format: ReqMetadata['responseFormat'],
  options: GatewayOptions,
): GatewayAnswer {
  if (upstream.status >= 300 && upstream.status < 400) return errorAnswer('upstream_redirect');
  if (upstream.status >= 500) return errorAnswer('upstream_error');
  const upstreamType = mediaType(upstream.contentType);
  // Provider errors (4xx) come back as JSON whatever the requested format; so does every json call.
  const answerAsJson = format === 'json' || isJsonMediaType(upstreamType);
  const text = utf8Text(upstream.body);
  const parsed = text === null ? undefined : jsonContainer(text);
  if (answerAsJson && parsed === undefined) return errorAnswer('upstream_invalid_response');
  let body: string | Uint8Array<ArrayBuffer> = upstream.body;
  if (parsed !== undefined) {
    if (options.redaction?.removeFrom(parsed)) {
      try {
        body = JSON.stringify(parsed);
      } catch {
        // Nesting too deep to write back: not an answer the page could use.
        return errorAnswer('upstream_invalid_response');
      }
    }
  } else if (options.redaction?.mentions(text ?? Buffer.from(upstream.body).toString('latin1'))) {
    return errorAnswer('upstream_invalid_response');
  }
  if (answerAsJson) return answerWith(upstream.status, JSON_HEADERS['Content-Type'] as string, body);
  if (format === 'raw') {
    if (text === null) return errorAnswer('upstream_invalid_response');
    return answerWith(upstream.status, 'text/plain; charset=utf-8', typeof body === 'string' ? body : text);
  }
  return answerWith(
    upstream.status,
    SAFE_BLOB_TYPES.has(upstreamType) ? upstreamType : 'application/octet-stream',
    typeof body === 'string' ? new Uint8Array(Buffer.from(body, 'utf8')) : body,
  );
}

/**
 * The gateway, free of any server: tests, the benchmark and both servers call it. Order of checks:
 * method, origin, concurrency caps (bodies being read, calls in flight), body, the in-flight cap
 * again, envelope, route, tokens, captcha; only then one upstream request.
 */
export async function answerCypherCall(call: GatewayCall, options: GatewayOptions): Promise<GatewayAnswer> {
  if (call.method !== 'POST') return errorAnswer('method_not_allowed', { Allow: 'POST' });
  if (options.scope === null) return errorAnswer('loyalty_not_configured');
  if (options.sameOriginOnly && isCrossOriginCall(call, options.trustedOrigins)) return errorAnswer('forbidden_origin');
  const inFlight = options.inFlight ?? sharedInFlight;
  const maxInFlight = options.maxInFlight ?? GATEWAY_DEFAULTS.maxInFlight;
  const full = () => inFlight.active >= maxInFlight;
  // Fast refusal before reading anything: the caps protect the provider and this process.
  if (full() || (inFlight.reading ?? 0) >= maxInFlight * BODIES_READ_PER_CALL) {
    return errorAnswer('busy', { 'Retry-After': '1' });
  }
  let envelope: Envelope;
  inFlight.reading = (inFlight.reading ?? 0) + 1;
  try {
    envelope = await readEnvelope(call, options);
  } catch (error) {
    return error instanceof RejectedRequest ? error.answer : errorAnswer('invalid_envelope');
  } finally {
    inFlight.reading -= 1;
  }
  // Counted once the body is in: callers whose bodies are slow to come (each within its own time
  // limit) hold no place that the site's visitors need.
  if (full()) return errorAnswer('busy', { 'Retry-After': '1' });
  inFlight.active += 1;
  try {
    return await forward(call, envelope, options);
  } finally {
    inFlight.active -= 1;
  }
}

async function forward(call: GatewayCall, envelope: Envelope, options: GatewayOptions): Promise<GatewayAnswer> {
  let prepared: {
    pathAndQuery: string;
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body: string | undefined;
    format: ReqMetadata['responseFormat'];
  };
  try {
    const { metadata, payload } = envelope;
    const matched = matchRouteCached(metadata.method, metadata.route);
    if (!matched.ok)
      throw new RejectedRequest(matched.reason === 'method-not-allowed' ? 'method_not_allowed' : 'route_not_allowed');
    let pathAndQuery = matched.pathAndQuery;
    if (options.scope) {
      const scoped = scopeCall(matched, payload, options.scope);
      if (!scoped.ok)
        throw new RejectedRequest(scoped.reason === 'foreign-reset-link' ? 'foreign_reset_link' : 'outside_site_scope');
      if (scoped.params !== matched.params) pathAndQuery = buildRoute(matched.id, scoped.params);
    }
    if (options.refusedRoutes?.includes(matched.id)) throw new RejectedRequest('route_not_allowed');
    // The tokens are read once: here already for a route a guest may not use, before any limit counts.
    let tokens: SessionTokens | undefined;
    if (options.guestRefusedRoutes?.includes(matched.id)) {
      const read = (options.readSessionTokens ?? readTokenHeaders)(call);
      tokens = read instanceof Promise ? await read : read;
      if (!tokens.sessionToken) throw new RejectedRequest('route_not_allowed');
    }
    const namedMember = payload.memberId === undefined || payload.memberId === null ? '' : String(payload.memberId);
    if (options.ownMemberRoutes?.includes(matched.id) && namedMember !== '') {
      if (tokens === undefined) {
        const read = (options.readSessionTokens ?? readTokenHeaders)(call);
        tokens = read instanceof Promise ? await read : read;
      }
      if (namedMember !== tokens.memberId) throw new RejectedRequest('route_not_allowed');
    }
    // A call whose answer is raw text by the table (§7.9 wallet passes) cannot be read as JSON:
    // asking for that is a client mistake, refused here rather than turned into a 502 later.
    if (metadata.responseFormat === 'json' && matched.spec.responseFormat !== 'json') {
      throw new RejectedRequest('invalid_envelope');
    }
    // Limits and captcha, in this order: the client's limit (each captcha check is a call to the
    // vendor), the captcha, then the account's limit, so that an attempt without a valid captcha
    // spends nothing of the member's account (a stranger could otherwise hold it for free).
    const action = options.attempts ? limitedActionOf(matched.id) : null;
    const tooMany = (verdict: AttemptVerdict) =>
      verdict.ok ? null : errorAnswer('too_many_requests', { 'Retry-After': String(verdict.retryAfterSeconds) });
    if (action && options.attempts) {
      const refused = tooMany(await options.attempts.limiter.takeClient(action, options.attempts.clientOf(call)));
      if (refused) return refused;
    }
    const captchaResponse = metadata[CAPTCHA_FIELD] ?? undefined;
    if (matched.spec.captcha && options.captcha && !options.captchaVerifiedByCaller?.includes(matched.id)) {
      const refusal = await captchaRefusal(options.captcha, captchaResponse, options.fetch ?? fetch);
      if (refusal) throw new RejectedRequest(refusal);
    }
    if (action && options.attempts) {
      const refused = tooMany(await options.attempts.limiter.takeAccount(action, accountOf(matched.params, payload)));
      if (refused) return refused;
    }
    if (tokens === undefined) {
      const read = (options.readSessionTokens ?? readTokenHeaders)(call);
      tokens = read instanceof Promise ? await read : read;
    }
    const headers = upstreamHeaders(matched.spec, metadata, tokens);
    let body: string | undefined;
    if (matched.spec.body) {
      // §7.1: the captcha response of reqMetadata reaches the provider with the calls that take one.
      const upstreamPayload =
        matched.spec.captcha && captchaResponse ? { ...payload, [CAPTCHA_FIELD]: captchaResponse } : payload;
      body = JSON.stringify(upstreamPayload);
    }
    if (!options.providerApiUrl) return errorAnswer('not_configured');
    prepared = {
      pathAndQuery,
      method: matched.spec.method,
      headers,
      body,
      format: metadata.responseFormat,
    };
  } catch (error) {
    if (error instanceof RejectedRequest) return error.answer;
    // Anything unexpected while reading the caller's input is still the caller's input: a 400.
    return errorAnswer('invalid_envelope');
  }

  const transport: UpstreamTransport = options.fetch ? fetchUpstream(options.fetch) : httpUpstream;
  let upstream: UpstreamAnswer;
  try {
    upstream = await transport({
      baseUrl: options.providerApiUrl,
      pathAndQuery: prepared.pathAndQuery,
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.body,
      timeoutMs: options.timeoutMs ?? GATEWAY_DEFAULTS.timeoutMs,
      maxBytes: options.maxUpstreamBytes ?? GATEWAY_DEFAULTS.maxUpstreamBytes,
    });
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) return errorAnswer('upstream_timeout');
    if (error instanceof UpstreamTooLargeError) return errorAnswer('upstream_invalid_response');
    return errorAnswer('upstream_unreachable');
  }
  return relay(upstream, prepared.format, options);
}

/** A WHATWG Request as a gateway call: Next's route handler and the server's in-process API. */
function webCall(request: Request): GatewayCall {
  return {
    method: request.method,
    header: (name) => request.headers.get(name),
    readBody: (limit, deadline) => readWebBody(request, limit, deadline),
  };
}

async function readWebBody(request: Request, limit: number, deadline: Promise<unknown>): Promise<Uint8Array> {
  // At the deadline the stream is cancelled, not left reading until its connection closes.
  const read = await readCapped(request.body, limit, deadline);
  if (read.ok) return read.bytes;
  if (read.reason === 'too_large') throw new BodyTooLargeError();
  throw new Error('the request body could not be read');
}

/** The gateway over WHATWG Request and Response (Next's route handler, in-process calls, tests). */
export async function handleCypherRequest(request: Request, options: GatewayOptions): Promise<Response> {
  const answer = await answerCypherCall(webCall(request), options);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
