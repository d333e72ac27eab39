import type { Catalog } from '../../lib/catalog/types.ts';
import { CatalogFileMissingError } from '../../lib/catalog/file-source.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import type { LoyaltyScope } from '../../lib/loyalty/provider/site-scope.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { httpUpstream, UpstreamTimeoutError, type UpstreamTransport } from '../gateway/upstream-http.ts';
import { NOT_CONFIGURED, OK, type Check } from './readiness.ts';

// The three things an instance needs to serve correctly, each as a Check (readiness.ts).

/** The catalogue can be read: the feed's last good one, or the file embedded at build. */
export function catalogueCheck(load: () => Promise<Catalog>): Check {
  return async () => {
    try {
      const catalog = await load();
      return Array.isArray(catalog.theaters) && Array.isArray(catalog.movies) ? OK : { ok: false, reason: 'missing' };
    } catch (error) {
      return { ok: false, reason: error instanceof CatalogFileMissingError ? 'missing' : 'failed' };
    }
  };
}

/** The shared store (Redis) answers a read; without one (a single instance) there is nothing to reach. */
export function storeCheck(store: SharedStore | null): Check {
  if (!store) return () => Promise.resolve(NOT_CONFIGURED);
  return async () => {
    try {
      await store.get('health:probe');
      return OK;
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
  };
}

/** The largest answer the probe reads: the membership list is a few hundred bytes. */
const PROBE_MAX_BYTES = 64 * 1024;

/**
 * The provider answers within `budgetMs`. The probe is §7.4 GetMembershipList of the site's first
 * cinema without a token: a read of public data that names no member, changes nothing and counts
 * against no limit. Any answer below 500 is the provider answering; a 5xx, a timeout or no
 * connection is not.
 */
export function providerCheck(options: {
  readonly providerApiUrl: string;
  readonly scope: LoyaltyScope | null | undefined;
  readonly budgetMs: number;
  readonly transport?: UpstreamTransport;
}): Check {
  const { providerApiUrl, scope, budgetMs } = options;
  const cinemaId = scope?.cinemaIds[0];
  if (!providerApiUrl || !scope || cinemaId === undefined) return () => Promise.resolve(NOT_CONFIGURED);
  const transport = options.transport ?? httpUpstream;
  return async () => {
    try {
      const answer = await transport({
        baseUrl: providerApiUrl,
        pathAndQuery: buildRoute('getMembershipList', { cinemaId, circuitId: scope.circuitId }),
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'fincher-readiness' },
        timeoutMs: budgetMs,
        maxBytes: PROBE_MAX_BYTES,
      });
      return answer.status < 500 ? OK : { ok: false, reason: 'error_status' };
    } catch (error) {
      return { ok: false, reason: error instanceof UpstreamTimeoutError ? 'timeout' : 'unreachable' };
    }
  };
}
