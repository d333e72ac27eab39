import { createHash, timingSafeEqual } from 'node:crypto';
import { affectedTags, programmeChangeSchema } from '../../lib/catalog/cache-tags.ts';
import type { Catalog } from '../../lib/catalog/types.ts';
import { apiErrorResponse, API_ERROR_HEADERS } from '../http/api-errors.ts';
import { clientLimitKey } from '../http/client-address.ts';
import { readJsonBody } from '../http/read-body.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';

// POST /api/revalidate: the feed's owner says what changed in the programme (movie ids, theater
// ids, or all of it); the site asks its feed again and renews exactly the pages that show it
// (src/lib/catalog/cache-tags.ts). The caller proves itself with a shared secret compared in
// constant time; a stranger gets a 401, a bad body a 400, and a caller that repeats too often a 429.

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
  /**
   * Renews the same tags again once renders that began before the change have finished (they read
   * the programme before it and store their page after the renewal, which would keep it, e.g. a
   * showtime sold out still on sale, until the time-based revalidation). Called with the tags and
   * RENEW_AGAIN_AFTER_MS; the route runs it after its response.
   */
  readonly renewAgainLater: (tags: readonly string[], delayMs: number) => void;
  readonly log?: (line: string) => void;
}

/**
 * When the tags of a change are renewed again: once a page render in flight at the change (e.g. the
 * background renewal of an expired page, a few seconds on a loaded server) has stored its page.
 */
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
    if (count > REVALIDATE_LIMITS.perMinute)
      return apiErrorResponse('too_many_requests', { 'Retry-After': String(Math.max(1, Math.ceil(msLeft / 1000))) });
  } catch {
    // The store is down: the secret still guards the endpoint.
  }
  const given = bearerOf(request);
  if (given === null || !sameSecret(given, deps.secret)) return apiErrorResponse('invalid_secret');
  const body = await readJsonBody(request, {
    maxBytes: REVALIDATE_LIMITS.maxBodyBytes,
    timeoutMs: REVALIDATE_LIMITS.bodyTimeoutMs,
  });
  if (!body.ok) return apiErrorResponse(body.error);
  const change = programmeChangeSchema.safeParse(body.value);
  if (!change.success) return apiErrorResponse('invalid_body');
  const before = await deps.current();
  const after = await deps.refresh();
  const tags = affectedTags(change.data, before, after);
  for (const tag of tags) deps.revalidateTag(tag);
  deps.renewAgainLater(tags, RENEW_AGAIN_AFTER_MS);
  deps.log?.(`revalidate: ${tags.join(' ')} (catalogue of ${after.generatedAt})`);
  return new Response(JSON.stringify({ revalidated: tags, catalog: after.generatedAt }), {
    status: 200,
    headers: API_ERROR_HEADERS,
  });
}
