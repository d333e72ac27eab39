import { createContextKey } from '@opentelemetry/api';

// Which requests are traced, decided from the standard OTEL_TRACES_SAMPLER variables and the
// caller's traceparent alone, before any span or context exists: the site server's fast path asks
// this first, so that the requests left out never reach the OpenTelemetry SDK (docs/operations.md,
// "Traces"; docs/decisions/0033). No SDK import here: the site server loads it without the SDK.

/** The share of requests traced when OTEL_TRACES_SAMPLER does not say. */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * At most this many traces started per second by one process under a ratio sampler, whatever its
 * traffic (TRACES_MAX_PER_SECOND): uncapped, tracing's cost grows with the traffic (a tenth of a
 * busy gateway's calls, 17–27 % of its throughput); capped, it is not measurable (docs/decisions/0033).
 */
export const DEFAULT_MAX_TRACES_PER_SECOND = 10;

export interface SamplingPolicy {
  /** The standard sampler's name, as configured. */
  readonly name: string;
  /** The share of requests without a caller's decision that are traced, 0 to 1. */
  readonly ratio: number;
  /** True when a caller's traceparent decides for its own request (the parentbased_* samplers). */
  readonly followParent: boolean;
  /** Traces this process starts per second at most (its own decisions, not a caller's); null: no cap. */
  readonly maxPerSecond: number | null;
}

function capOf(value: string | undefined): number | null {
  const text = value?.trim();
  if (text === 'off') return null;
  const parsed = text ? Number(text) : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_MAX_TRACES_PER_SECOND;
}

/**
 * The policy OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG name, with the per-second cap of
 * TRACES_MAX_PER_SECOND on the ratio samplers ("off": none); throws on a sampler it does not know.
 * always_on is every request, uncapped: what one asks for while looking at a problem.
 */
export function samplingPolicyOf(env: Readonly<Record<string, string | undefined>>): SamplingPolicy {
  const name = env.OTEL_TRACES_SAMPLER?.trim() || 'parentbased_traceidratio';
  const argument = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const parsed = argument ? Number(argument) : Number.NaN;
  const ratio = parsed >= 0 && parsed <= 1 ? parsed : DEFAULT_SAMPLE_RATIO;
  const maxPerSecond = capOf(env.TRACES_MAX_PER_SECOND);
  switch (name) {
    case 'always_on':
      return { name, ratio: 1, followParent: false, maxPerSecond: null };
    case 'always_off':
      return { name, ratio: 0, followParent: false, maxPerSecond: null };
    case 'traceidratio':
      return { name, ratio, followParent: false, maxPerSecond };
    case 'parentbased_always_on':
      return { name, ratio: 1, followParent: true, maxPerSecond: null };
    case 'parentbased_always_off':
      return { name, ratio: 0, followParent: true, maxPerSecond: null };
    case 'parentbased_traceidratio':
      return { name, ratio, followParent: true, maxPerSecond };
    default:
      throw new Error(`OTEL_TRACES_SAMPLER: unknown sampler "${name.slice(0, 40)}"`);
  }
}

/**
 * A token bucket of trace starts: `perSecond` a second, at most a second's worth at once. One per
 * process (see traceBudgetOf), shared by the site server's fast path and the SDK's sampler.
 */
export class TraceBudget {
  private tokens: number;
  private last: number;
  private readonly perSecond: number;
  private readonly now: () => number;

  constructor(perSecond: number, now: () => number = () => performance.now()) {
    this.perSecond = perSecond;
    this.now = now;
    this.tokens = Math.max(1, perSecond);
    this.last = now();
  }

  /** True, and one start spent, when the budget allows a trace to start now. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(Math.max(1, this.perSecond), this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

const BUDGET_KEY = Symbol.for('fincher.traceBudget');

/**
 * The process's budget for a policy, or null when it has no cap. On globalThis: Next bundles its own
 * copy of this module beside the site server's, and both must spend from one budget.
 */
export function traceBudgetOf(policy: SamplingPolicy): TraceBudget | null {
  if (policy.maxPerSecond === null) return null;
  const holder = globalThis as unknown as Record<symbol, Map<number, TraceBudget> | undefined>;
  const budgets = (holder[BUDGET_KEY] ??= new Map());
  let budget = budgets.get(policy.maxPerSecond);
  if (!budget) {
    budget = new TraceBudget(policy.maxPerSecond);
    budgets.set(policy.maxPerSecond, budget);
  }
  return budget;
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
 * against the ratio (`draw` uniform in [0, 1), Math.random() in production), within the budget.
 */
export function sampledRequest(
  policy: SamplingPolicy,
  caller: CallerDecision,
  draw: number,
  budget: TraceBudget | null = null,
): boolean {
  if (policy.followParent && caller !== 'none') return caller === 'sampled';
  if (draw >= policy.ratio) return false;
  return budget === null || budget.take();
}

/**
 * Set in the context of a span whose request was already chosen by sampledRequest: the SDK's
 * sampler (otel-setup.ts) records it without deciding again, and its child spans with it.
 */
export const CHOSEN_FOR_TRACING = createContextKey('fincher.chosenForTracing');
