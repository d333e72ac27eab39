import { isCrossOriginCall } from '../same-origin.ts';
import { forward } from './forward.ts';
import { errorAnswer, RejectedRequest } from './gateway-answers.ts';
import type { GatewayAnswer, GatewayCall } from './gateway-call.ts';
import { GATEWAY_DEFAULTS, type GatewayOptions, type InFlightCounter } from './gateway-options.ts';
import { readEnvelope, type Envelope } from './read-envelope.ts';

const sharedInFlight: InFlightCounter = { active: 0, reading: 0 };
// Bodies being read, per place under the in-flight cap: slow senders cannot take the visitors'
// places, and what they hold is bounded too (4 × 256 × 16 KB = 16 MiB for at most bodyTimeoutMs).
const BODIES_READ_PER_CALL = 4;

/**
 * The gateway, free of any server. Checks in order: method, origin, concurrency caps, body, the
 * in-flight cap again, envelope, route, tokens, captcha; only then one upstream request.
 */
export async function answerCypherCall(call: GatewayCall, options: GatewayOptions): Promise<GatewayAnswer> {
  if (call.method !== 'POST') return errorAnswer('method_not_allowed', { Allow: 'POST' });
  if (options.scope === null) return errorAnswer('loyalty_not_configured');
  if (options.sameOriginOnly && isCrossOriginCall(call, options.trustedOrigins)) return errorAnswer('forbidden_origin');
  const inFlight = options.inFlight ?? sharedInFlight;
  const maxInFlight = options.maxInFlight ?? GATEWAY_DEFAULTS.maxInFlight;
  const full = () => inFlight.active >= maxInFlight;
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
  // Counted once the body is in, so slow senders hold no place the site's visitors need.
  if (full()) return errorAnswer('busy', { 'Retry-After': '1' });
  inFlight.active += 1;
  try {
    return await forward(call, envelope, options);
  } finally {
    inFlight.active -= 1;
  }
}
