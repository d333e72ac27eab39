import { z } from 'zod';
import type { LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { memberFeatures } from '../../lib/loyalty/member/member-features.ts';
import {
  claimOnlineAccess,
  onlineAccessAnswerOf,
  type MemberSearchApi,
  type OnlineAccessAnswer,
} from '../../lib/loyalty/member/member-search.ts';
import { apiErrorResponse } from '../http/api-errors.ts';
import { isJsonPost, readJsonBody } from '../http/read-body.ts';
import { isCrossOriginCall } from '../gateway/same-origin.ts';
import type { AttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { tooManyAttempts } from '../rate-limit/limited-answer.ts';

// POST /api/member/online-access (§4.10): a box-office member gets online access. The member search
// answers a whole member record and a version 1 edit acts on any memberId, so the flow runs on the
// server; the page gets the outcome only.

export interface OnlineAccessDeps {
  /** The provider calls, as a guest (no session token): the in-process gateway on the site. */
  readonly api: MemberSearchApi;
  readonly loyalty: LoyaltyConfig;
  /** Attempts per client and per e-mail ('online-access'): 429 with Retry-After past them. */
  readonly attempts?: AttemptLimiter;
  /** The site's public origins beside its Host (a proxy that rewrites Host). */
  readonly trustedOrigins?: readonly string[];
}

/** The form's two fields (online-access.tsx); the card code is upper-cased by claimOnlineAccess (§5). */
const onlineAccessBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  cardNumber: z.string().trim().min(1).max(64),
});

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** A provider's free text in a refusal, bounded: it is shown as the §8.2 message, nothing more. */
const MAX_CLIENT_MESSAGE = 500;

function answer(body: OnlineAccessAnswer): Response {
  const bounded =
    body.status === 'refused' && body.clientErrorMessage !== null
      ? { ...body, clientErrorMessage: body.clientErrorMessage.slice(0, MAX_CLIENT_MESSAGE) }
      : body;
  return new Response(JSON.stringify(bounded), {
    // A refusal is the caller's to fix (another e-mail or card), not a fault of ours: a 4xx.
    status: body.status === 'refused' ? 422 : 200,
    headers: { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * §4.10 online access: the outcome (200) or the provider's refusal (422, for the §8.2 message); 404
 * without a version 1 programme (MemberSearch), 429 past the limits, 503 when the provider is unreachable.
 */
export async function handleOnlineAccess(request: Request, deps: OnlineAccessDeps): Promise<Response> {
  const { provider, version } = deps.loyalty;
  if (!memberFeatures({ provider, version, includeWatchlist: false }).onlineAccess)
    return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return apiErrorResponse('unsupported_media_type');
  // A JSON post from another site needs CORS, which the site never grants; refused all the same.
  if (isCrossOriginCall({ header: (name) => request.headers.get(name) }, deps.trustedOrigins ?? []))
    return apiErrorResponse('forbidden_origin');
  const body = await readJsonBody(request);
  if (!body.ok) return apiErrorResponse(body.error);
  const parsed = onlineAccessBodySchema.safeParse(body.value);
  if (!parsed.success) return apiErrorResponse('invalid_body');
  const { email, cardNumber } = parsed.data;

  const limited = await tooManyAttempts(deps.attempts, 'online-access', request, email.toLowerCase());
  if (limited) return limited;

  let outcome: Awaited<ReturnType<typeof claimOnlineAccess>>;
  try {
    outcome = await claimOnlineAccess(deps.api, { email, cardNumber });
  } catch {
    // The gateway could not reach the provider or read its answer (§8.3): never a stack, a 503.
    return apiErrorResponse('provider_unavailable', { 'Retry-After': '30' });
  }
  return answer(onlineAccessAnswerOf(outcome));
}
