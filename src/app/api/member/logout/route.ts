import { memberHandlerDeps } from '../../../../server/member/member-context.ts';
import { handleLogout } from '../../../../server/member/member-handlers.ts';

// Member session route (§4.1–§4.4): thin; src/server/member does the work.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleLogout(request, memberHandlerDeps());
}
