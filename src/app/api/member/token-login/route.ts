import { memberHandlerDeps } from '../../../../server/member/member-context.ts';
import { handleTokenLogin } from '../../../../server/member/member-handlers.ts';

// §4.2 login by token (the proxy sends a page address carrying the provider's token here): thin;
// src/server/member does the work.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleTokenLogin(request, memberHandlerDeps());
}
