import type { MemberSession } from '../../../lib/loyalty/session/session-cookie.ts';
import { statusOfMember } from '../../../lib/loyalty/session/session.ts';
import { loginByTokenFlow } from '../../../lib/loyalty/session/session-flows.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { expiryRule } from './session-answers.ts';

/** §4.5: the server decides the hand-off runs for a valid token (§5) of a member not expired (§4.4). */
export async function isHandoffAllowed(deps: MemberHandlerDeps, session: MemberSession): Promise<boolean> {
  const signedIn = await loginByTokenFlow(deps.api, session);
  return signedIn !== null && statusOfMember(signedIn.member, expiryRule(deps)) === 'member';
}
