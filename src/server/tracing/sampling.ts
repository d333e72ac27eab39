import { createContextKey } from '@opentelemetry/api';

// Which requests are traced, decided from the standard OTEL_TRACES_SAMPLER variables and the
// caller's traceparent alone, before any span or context exists: the site server's fast path asks
// this first, so that the requests left out never reach the OpenTelemetry SDK (docs/operations.md,
// "Traces"; docs/decisions/0033). No SDK import here: the site server loads it without the SDK.

/** The share of requests traced when OTEL_TRACES_SAMPLER does not say. */
export const DEFAULT_SAMPLE_RATIO = 0.1;

export interface SamplingPolicy {
  /** The standard sampler's name, as configured. */
  readonly name: string;
  /** The share of requests without a caller's decision that are traced, 0 to 1. */
  readonly ratio: number;
  /** True when a caller's traceparent decides for its own request (the parentbased_* samplers). */
  readonly followParent: boolean;
}

/** The policy OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG name; throws on a sampler it does not know. */
export function samplingPolicyOf(env: Readonly<Record<string, string | undefined>>): SamplingPolicy {
  const name = env.OTEL_TRACES_SAMPLER?.trim() || 'parentbased_traceidratio';
  const argument = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const parsed = argument ? Number(argument) : Number.NaN;
  const ratio = parsed >= 0 && parsed <= 1 ? parsed : DEFAULT_SAMPLE_RATIO;
  switch (name) {
    case 'always_on':
      return { name, ratio: 1, followParent: false };
    case 'always_off':
      return { name, ratio: 0, followParent: false };
    case 'traceidratio':
      return { name, ratio, followParent: false };
    case 'parentbased_always_on':
      return { name, ratio: 1, followParent: true };
    case 'parentbased_always_off':
      return { name, ratio: 0, followParent: true };
    case 'parentbased_traceidratio':
      return { name, ratio, followParent: true };
    default:
      throw new Error(`OTEL_TRACES_SAMPLER: unknown sampler "${name.slice(0, 40)}"`);
  }
}

/** What a request's traceparent header says: no usable header, or its caller's sampled flag. */
export type CallerDecision = 'none' | 'sampled' | 'unsampled';

const TRACEPARENT = /^\s?([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?\s?$/;
const ZEROS = /^0+$/;

/**
 * The caller's decision in a W3C traceparent header. A header that the trace-context rules call
 * invalid (a version of ff, a version 00 with more fields, an all-zero id, several headers) is none:
 * the request starts a trace of its own, as the SDK's propagator would have it.
 */
export function callerDecisionOf(header: string | readonly string[] | undefined): CallerDecision {
  if (typeof header !== 'string' || header.length > 512) return 'none';
  const match = TRACEPARENT.exec(header);
  if (!match) return 'none';
  const [, version, traceId, parentId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return 'none';
  if (ZEROS.test(traceId) || ZEROS.test(parentId)) return 'none';
  return (Number.parseInt(flags, 16) & 1) === 1 ? 'sampled' : 'unsampled';
}

/**
 * True when a request is traced: the caller's decision when the policy follows it, else a draw
 * against the ratio (`draw` uniform in [0, 1), Math.random() in production).
 */
export function sampledRequest(policy: SamplingPolicy, caller: CallerDecision, draw: number): boolean {
  if (policy.followParent && caller !== 'none') return caller === 'sampled';
  return draw < policy.ratio;
}

/**
 * Set in the context of a span whose request was already chosen by sampledRequest: the SDK's
 * sampler (otel-setup.ts) records it without deciding again, and its child spans with it.
 */
export const CHOSEN_FOR_TRACING = createContextKey('fincher.chosenForTracing');
