// Readiness of one instance: can it serve correctly now? Each check answers ok or not with a short
// reason code and nothing else, so that a public answer never names an address, a URL or a secret.

export const CHECK_NAMES = ['catalogue', 'store', 'provider'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** Why a check is what it is; `not_configured` is ok (a site without Redis or a provider serves without it). */
export type CheckReason = 'not_configured' | 'timeout' | 'unreachable' | 'error_status' | 'missing' | 'failed';

export interface CheckResult {
  readonly ok: boolean;
  readonly reason?: CheckReason;
}

export type Check = () => Promise<CheckResult>;

export type ReadinessStatus = 'ready' | 'not_ready' | 'draining';

export interface ReadinessReport {
  readonly status: ReadinessStatus;
  /** Absent while draining: nothing is asked of the dependencies of an instance on its way out. */
  readonly checks?: Readonly<Record<CheckName, CheckResult>>;
}

export const OK: CheckResult = { ok: true };
export const NOT_CONFIGURED: CheckResult = { ok: true, reason: 'not_configured' };

/** A check given `budgetMs`: past it the answer is `timeout`; a check that throws is `failed`. */
export function withBudget(check: Check, budgetMs: number): Check {
  return () =>
    new Promise<CheckResult>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), budgetMs);
      check().then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        () => {
          clearTimeout(timer);
          resolve({ ok: false, reason: 'failed' });
        },
      );
    });
}

/**
 * A check asked at most once per `ttlMs` whatever the probes: a probe storm costs the dependency one
 * call per period. A probe never waits for a renewal once there is an answer (an orchestrator's probe
 * timeout is often 1 s); only the very first one waits, and checks never run two at a time.
 */
export function cachedCheck(check: Check, ttlMs: number, now: () => number = Date.now): Check {
  let last: { result: CheckResult; at: number } | undefined;
  let inFlight: Promise<CheckResult> | undefined;
  const renew = () =>
    (inFlight ??= check()
      .catch((): CheckResult => ({ ok: false, reason: 'failed' }))
      .then((result) => {
        last = { result, at: now() };
        return result;
      })
      .finally(() => (inFlight = undefined)));
  return async () => {
    if (!last) return renew();
    if (now() - last.at >= ttlMs) void renew();
    return last.result;
  };
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
}

export function createReadiness(options: {
  readonly checks: Readonly<Record<CheckName, Check>>;
  /** True once the instance is shutting down: not ready at once, whatever the checks say. */
  readonly draining: () => boolean;
  /** Told when the verdict changes (one log line per change, not one per probe). */
  readonly onChange?: (report: ReadinessReport) => void;
}): Readiness {
  let lastStatus: ReadinessStatus | undefined;
  const changed = (report: ReadinessReport) => {
    if (report.status !== lastStatus) {
      lastStatus = report.status;
      options.onChange?.(report);
    }
    return report;
  };
  return {
    async report() {
      if (options.draining()) return changed({ status: 'draining' });
      const results = await Promise.all(CHECK_NAMES.map((name) => options.checks[name]()));
      const checks = Object.fromEntries(CHECK_NAMES.map((name, i) => [name, results[i]!])) as Record<
        CheckName,
        CheckResult
      >;
      if (options.draining()) return changed({ status: 'draining' });
      return changed({ status: results.every((r) => r.ok) ? 'ready' : 'not_ready', checks });
    },
  };
}

/** The failing checks as "name: reason" (the log line of a change). */
export function describeReport(report: ReadinessReport): string {
  if (report.status !== 'not_ready' || !report.checks) return report.status;
  const failing = CHECK_NAMES.filter((name) => !report.checks![name].ok).map(
    (name) => `${name}: ${report.checks![name].reason ?? 'failed'}`,
  );
  return `not ready (${failing.join(', ')})`;
}
