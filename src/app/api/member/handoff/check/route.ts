import { memberHandlerDeps } from '../../../../../server/member/member-context.ts';
import { handleHandoffCheck } from '../../../../../server/member/member-handlers.ts';

// §4.5 steps 1–2: token validation before the hand-off overlay.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleHandoffCheck(request, memberHandlerDeps());
}
