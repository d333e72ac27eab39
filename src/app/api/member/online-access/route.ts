import { onlineAccessDeps } from '../../../../server/member/member-context.ts';
import { handleOnlineAccess } from '../../../../server/member/online-access.ts';

// §4.10 online access: thin; src/server/member/online-access.ts does the work.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleOnlineAccess(request, onlineAccessDeps());
}
