import { z } from 'zod';
import { siteCatalogSource } from '../../lib/catalog/site-source.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { servedSiteName, siteGatewayOptions } from '../gateway/site-gateway.ts';
import { createProbeLimiter } from '../rate-limit/probe-limiter.ts';
import { rateLimitEnv } from '../rate-limit/site-limiter.ts';
import { siteLog } from '../log/logger.ts';
import { siteSharedStore } from '../shared-store/site-store.ts';
import { catalogueCheck, providerCheck, storeCheck } from './checks.ts';
import type { DrainOptions } from './drain.ts';
import type { HealthProbes } from './probe-endpoints.ts';
import { cachedCheck, createReadiness, describeReport, withBudget, type CheckResult } from './readiness.ts';

// The probes and the graceful stop of this process, from the server environment once. Plain Node:
// the site server (scripts/serve-site.mjs) loads it beside Next.

export const healthEnvSchema = z.object({
  /** The whole stop after SIGTERM, from the signal to the exit. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Served as usual after SIGTERM while the load balancer sees the instance not ready. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** The provider is ready when it answers the probe within this. */
  READY_PROVIDER_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
});

export type HealthEnv = z.infer<typeof healthEnvSchema>;

export function healthEnv(env: Readonly<Record<string, string | undefined>> = process.env): HealthEnv {
  const parsed = healthEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid health environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  if (parsed.data.SHUTDOWN_DELAY_MS > parsed.data.SHUTDOWN_GRACE_MS)
    throw new Error('Invalid health environment: SHUTDOWN_DELAY_MS is longer than SHUTDOWN_GRACE_MS');
  return parsed.data;
}

/** The provider is asked at most once per this, whatever the probes. */
export const PROVIDER_PROBE_TTL_MS = 5000;
/** A read of Redis or of the catalogue slower than this is a store or catalogue that does not serve. */
export const STORE_BUDGET_MS = 1000;
export const CATALOGUE_BUDGET_MS = 5000;

export function shutdownOptions(env: HealthEnv = healthEnv()): DrainOptions {
  return { graceMs: env.SHUTDOWN_GRACE_MS, delayMs: env.SHUTDOWN_DELAY_MS };
}

/** A check's result as a log field: ok, or its reason. */
const checkState = (result: CheckResult | undefined) => result && (result.reason ?? (result.ok ? 'ok' : 'failed'));
/** This process's probes; `draining` says when the stop has begun. */
export function siteHealthProbes(
  draining: () => boolean,
  env: Readonly<Record<string, string | undefined>> = process.env,
): HealthProbes {
  const { READY_PROVIDER_BUDGET_MS } = healthEnv(env);
  const site = servedSiteName();
  const pages = loadSiteFile(site).pages;
  const gateway = siteGatewayOptions();
  const readiness = createReadiness({
    checks: {
      // The same source Next's pages read (one per process, on globalThis).
      catalogue: withBudget(
        catalogueCheck(() => siteCatalogSource(site, pages).load()),
        CATALOGUE_BUDGET_MS,
      ),
      store: withBudget(storeCheck(env.REDIS_URL ? siteSharedStore(env) : null), STORE_BUDGET_MS),
      provider: cachedCheck(
        withBudget(
          providerCheck({
            providerApiUrl: gateway.providerApiUrl,
            scope: gateway.scope,
            budgetMs: READY_PROVIDER_BUDGET_MS,
          }),
          // The transport gives up at the budget; this only bounds a connection that never opens.
          READY_PROVIDER_BUDGET_MS + 500,
        ),
        PROVIDER_PROBE_TTL_MS,
      ),
    },
    draining,
    onChange: (report) =>
      siteLog().log(
        report.status === 'ready' ? 'info' : 'warn',
        'readiness.changed',
        `readiness: ${describeReport(report)}`,
        {
          status: report.status,
          catalogue: checkState(report.checks?.catalogue),
          store: checkState(report.checks?.store),
          provider: checkState(report.checks?.provider),
        },
      ),
  });
  return { readiness, limiter: createProbeLimiter({ clientFactor: rateLimitEnv(env).RATE_LIMIT_CLIENT_FACTOR }) };
}
