import { accountOf, limitedActionOf } from '../../../lib/loyalty/provider/attempt-limits.ts';
import { CAPTCHA_FIELD } from '../../../lib/loyalty/provider/provider-constants.ts';
import { buildRoute } from '../../../lib/loyalty/provider/route-table.ts';
import { scopeCall } from '../../../lib/loyalty/provider/site-scope.ts';
import type { AttemptVerdict } from '../../rate-limit/attempt-limiter.ts';
import type { ReqMetadata } from '../envelope-schema.ts';
import {
  fetchUpstream,
  httpUpstream,
  UpstreamTimeoutError,
  UpstreamTooLargeError,
  type UpstreamAnswer,
  type UpstreamTransport,
} from '../upstream-http.ts';
import { captchaRefusal } from './captcha.ts';
import { errorAnswer, RejectedRequest } from './gateway-answers.ts';
import type { GatewayAnswer, GatewayCall } from './gateway-call.ts';
import { GATEWAY_DEFAULTS, type GatewayOptions, type SessionTokens } from './gateway-options.ts';
import type { Envelope } from './read-envelope.ts';
import { relay } from './relay.ts';
import { matchRouteCached } from './route-cache.ts';
import { readTokenHeaders, upstreamHeaders } from './upstream-headers.ts';
import { observedUpstreamCall } from '../upstream-observer.ts';

export async function forward(call: GatewayCall, envelope: Envelope, options: GatewayOptions): Promise<GatewayAnswer> {
  let prepared: {
    pathAndQuery: string;
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body: string | undefined;
    format: ReqMetadata['responseFormat'];
    route: string;
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
    // A raw-text route (§7.9 wallet passes) asked for as JSON is a client mistake: a 400, not a later 502.
    if (metadata.responseFormat === 'json' && matched.spec.responseFormat !== 'json') {
      throw new RejectedRequest('invalid_envelope');
    }
    // Client limit, captcha, then account limit: an attempt without a valid captcha spends nothing
    // of the member's account, which a stranger could otherwise lock for free.
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
      route: matched.id,
    };
  } catch (error) {
    if (error instanceof RejectedRequest) return error.answer;
    // Anything unexpected while reading the caller's input is still the caller's input: a 400.
    return errorAnswer('invalid_envelope');
  }

  const transport: UpstreamTransport = options.fetch ? fetchUpstream(options.fetch) : httpUpstream;
  let upstream: UpstreamAnswer;
  try {
    // Counted, timed and traced by §7 route id (metrics, a child span of the request's).
    upstream = await observedUpstreamCall(prepared.route, prepared.method, transport, {
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
