import { loginRedirectPath } from '../../../lib/loyalty/handoff/handoff-return.ts';
import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { logoutFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { isJsonPost } from '../../http/read-body.ts';
import { isHandoffAllowed } from './handoff-allowed.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { json, removalCookies, sessionOfRequest } from './session-answers.ts';

/** §4.5 steps 1–2: a valid token, or a logout and where to go (/{loginSlug}, the query kept). */
export async function handleHandoffCheck(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const search = new URL(request.url).search;
  const session = sessionOfRequest(request, deps);
  if (session && (await isHandoffAllowed(deps, session))) return json({ valid: true }, 200);
  if (session) await logoutFlow(deps.api, session);
  return json(
    { valid: false, location: loginRedirectPath(deps.loginSlug, search) },
    200,
    removalCookies(request, deps),
  );
}
