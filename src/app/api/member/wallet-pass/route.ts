import { walletPassDeps } from '../../../../server/member/member-context.ts';
import { handleWalletPass } from '../../../../server/member/wallet-pass.ts';

// §7.9 Apple Wallet passes: thin; src/server/member/wallet-pass.ts does the work.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleWalletPass(request, walletPassDeps());
}
