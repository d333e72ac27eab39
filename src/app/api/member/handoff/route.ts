import { memberHandlerDeps } from '../../../../server/member/member-context.ts';
import { handleHandoffRedirect } from '../../../../server/member/member-handlers.ts';

// §4.5, §7.10 GET /api/member/handoff?return=…: redirect (v1) or auto-submitted form (v3) to the
// ticketing site with the token from the HttpOnly cookie.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleHandoffRedirect(request, memberHandlerDeps());
}
