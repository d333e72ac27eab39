import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { refreshFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { isJsonPost } from '../../http/read-body.ts';
import { hasSessionCookie } from '../../session/session-codec.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { siteMetrics } from '../../metrics/metrics.ts';
import { cookieIsSecure, guestAnswer, json, sessionOfRequest, signedInAnswer } from './session-answers.ts';

/**
 * §4.1 refresh from the cookie; any failure removes it. Without the cookie, guest and cookies left alone:
 * the request may predate a sign-in whose answer set one, which removing would undo.
 */
export async function handleRefresh(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const secure = cookieIsSecure(request, deps);
  if (!hasSessionCookie(request.headers.get('cookie'), secure)) return json({ status: 'guest', member: null }, 200);
  const session = sessionOfRequest(request, deps);
  const refreshes = siteMetrics().sessionRefreshes;
  if (!session || session.cypherVersion !== deps.loyalty.version) {
    refreshes.labels('unreadable').inc();
    return guestAnswer(request, deps);
  }
  const outcome = deps.refreshes
    ? await deps.refreshes.refresh(session, () => refreshFlow(deps.api, session))
    : { result: await refreshFlow(deps.api, session), replaced: false };
  refreshes.labels(outcome.result ? 'refreshed' : outcome.replaced ? 'superseded' : 'failed').inc();
  if (outcome.result) return signedInAnswer(request, deps, outcome.result.session, outcome.result.member);
  // A cookie that a newer refresh replaced is never cleared: the browser already holds the newer one.
  if (outcome.replaced) return json({ status: 'guest', member: null }, 200);
  return guestAnswer(request, deps);
}
