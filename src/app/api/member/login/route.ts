import { memberHandlerDeps } from '../../../../server/member/member-context.ts';
import { handleLogin } from '../../../../server/member/member-handlers.ts';

// Member session route (§4.1–§4.4): thin; src/server/member does the work.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleLogin(request, memberHandlerDeps());
}
