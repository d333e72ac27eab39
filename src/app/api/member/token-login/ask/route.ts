import { memberHandlerDeps } from '../../../../../server/member/member-context.ts';
import { handleTokenArrivalQuestion } from '../../../../../server/member/member-handlers.ts';

// §4.2 a token arrival another site sent: the page asking whether the account is the visitor's,
// and its answer. Thin; src/server/member does the work.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleTokenArrivalQuestion(request, memberHandlerDeps());
}

export function POST(request: Request): Promise<Response> {
  return handleTokenArrivalQuestion(request, memberHandlerDeps());
}
