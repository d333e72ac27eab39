import { createHash, timingSafeEqual } from 'node:crypto';
import { affectedTags, programmeChangeSchema } from '../../lib/catalog/cache-tags.ts';
import type { Catalog } from '../../lib/catalog/types.ts';
import type { EventLog } from '../../lib/log/event-log.ts';
import { apiErrorResponse, API_ERROR_HEADERS } from '../http/api-errors.ts';
import { clientLimitKey } from '../http/client-address.ts';
import { readJsonBody } from '../http/read-body.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { siteMetrics } from '../metrics/metrics.ts';
import { countRefusal } from '../rate-limit/refusal-metrics.ts';

// POST /api/revalidate: the feed's owner names what changed; the site asks its feed again and renews
// exactly the pages that show it (src/lib/catalog/cache-tags.ts), behind a shared secret.

export const REVALIDATE_LIMITS = { perMinute: 60, maxBodyBytes: 8 * 1024, bodyTimeoutMs: 5000 } as const;

export interface RevalidateDeps {
  /** REVALIDATE_SECRET; without it the endpoint does not exist (404). */
  readonly secret: string | undefined;
  readonly store: SharedStore;
  readonly clientAddress: string;
  /** The catalogue as this process holds it, before asking the feed. */
  readonly current: () => Promise<Catalog>;
  /** The catalogue after asking the feed now. */
  readonly refresh: () => Promise<Catalog>;
  readonly revalidateTag: (tag: string) => void;
  /** Renews `tags` again once renders begun before the change, which would store a stale page, are done. */
  readonly renewAgainLater: (tags: readonly string[], delayMs: number) => void;
  readonly log?: EventLog;
}

/** Time for a render in flight at the change (a background renewal takes a few seconds) to store its page. */
export const RENEW_AGAIN_AFTER_MS = 5_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal secrets, in time that does not depend on where they differ (both are hashed to 32 bytes first). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer ([\x21-\x7e]{1,512})$/.exec(header) : null;
  return match?.[1] ?? null;
}

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!deps.secret) return apiErrorResponse('not_found');
  if (request.method !== 'POST') return apiErrorResponse('method_not_allowed', { Allow: 'POST' });
  const key = `revalidate:client:${createHash('sha256').update(clientLimitKey(deps.clientAddress)).digest('base64url')}`;
  try {
    const { count, msLeft } = await deps.store.increment(key, 60_000);
    if (count > REVALIDATE_LIMITS.perMinute) {
      countRefusal('revalidate', 'client');
      return apiErrorResponse('too_many_requests', { 'Retry-After': String(Math.max(1, Math.ceil(msLeft / 1000))) });
    }
  } catch {
    // The store is down: the secret still guards the endpoint.
  }
  const given = bearerOf(request);
  if (given === null || !sameSecret(given, deps.secret)) {
    siteMetrics().revalidations.labels('refused').inc();
    return apiErrorResponse('invalid_secret');
  }
  const body = await readJsonBody(request, {
    maxBytes: REVALIDATE_LIMITS.maxBodyBytes,
    timeoutMs: REVALIDATE_LIMITS.bodyTimeoutMs,
  });
  const change = body.ok ? programmeChangeSchema.safeParse(body.value) : null;
  if (!change?.success) siteMetrics().revalidations.labels('invalid').inc();
  if (!body.ok) return apiErrorResponse(body.error);
  if (!change?.success) return apiErrorResponse('invalid_body');
  const before = await deps.current();
  const after = await deps.refresh();
  const tags = affectedTags(change.data, before, after);
  for (const tag of tags) deps.revalidateTag(tag);
  siteMetrics().revalidations.labels('renewed').inc();
  siteMetrics().revalidatedTags.inc(tags.length);
  deps.renewAgainLater(tags, RENEW_AGAIN_AFTER_MS);
  deps.log?.log('info', 'catalog.revalidated', 'pages renewed after a programme change', {
    tags: tags.join(' ').slice(0, 500),
    tag_count: tags.length,
    catalog: after.generatedAt,
  });
  return new Response(JSON.stringify({ revalidated: tags, catalog: after.generatedAt }), {
    status: 200,
    headers: API_ERROR_HEADERS,
  });
}
