import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { logoutFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { isJsonPost } from '../../http/read-body.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { guestAnswer, json, sessionOfRequest } from './session-answers.ts';

/** §4.3 logout: provider call, then the cookie is removed whatever it answered. */
export async function handleLogout(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const session = sessionOfRequest(request, deps);
  if (session) await logoutFlow(deps.api, session);
  return guestAnswer(request, deps);
}
