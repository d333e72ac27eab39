import { signInPathFrom } from '../../lib/links/sign-in-path.ts';
import { memberFeatures } from '../../lib/loyalty/member/member-features.ts';
import type { WalletPass } from '../../lib/loyalty/member/member-types.ts';
import { walletPassOfQuery } from '../../lib/loyalty/member/wallet-pass.ts';
import type { WalletProvider } from '../../lib/loyalty/provider/provider-constants.ts';
import { apiErrorResponse } from '../http/api-errors.ts';
import { tooManyAttempts } from '../rate-limit/limited-answer.ts';
import type { MemberHandlerDeps } from './session-routes/handler-deps.ts';
import { NO_STORE, sessionOfRequest } from './session-routes/session-answers.ts';

// GET /api/member/wallet-pass?kind=card&cardNumber=… | kind=eTicket&bookingId=… (§7.9): Apple Wallet takes the pass
// file itself, which the provider makes for the member's session; the server fetches it with the cookie's token and
// hands the file over, so the page never holds the token. A plain link reaches it: Safari opens the pass in Wallet.

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';
/** A pass is a few images and a JSON file; anything far larger is not one. */
export const MAX_PASS_BYTES = 2 * 1024 * 1024;

export interface WalletPassDeps extends MemberHandlerDeps {
  /** §7.9 the provider's pass file for a wallet, through the in-process gateway; null for a refusal. */
  readonly passFile: (
    token: string,
    wallet: WalletProvider,
    pass: WalletPass,
  ) => Promise<{ bytes: Uint8Array; type: string } | null>;
}

export async function handleWalletPass(request: Request, deps: WalletPassDeps): Promise<Response> {
  if (!memberFeatures(deps.loyalty).wallet) return apiErrorResponse('not_found');
  const url = new URL(request.url);
  const pass = walletPassOfQuery(url.searchParams);
  if (!pass) return apiErrorResponse('malformed_url');
  const session = sessionOfRequest(request, deps);
  if (!session) {
    // Signed out meanwhile: sign in, then back to the screen that offers the pass.
    const back = pass.kind === 'card' ? '/account/cards/' : '/account/history/';
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, Location: signInPathFrom(deps.loginSlug, back) },
    });
  }
  // Each pass costs the provider a signature: limited per client like the other navigations that call it.
  const limited = await tooManyAttempts(deps.attempts, 'ticketing-redirect', request, null);
  if (limited) return limited;
  let file: Awaited<ReturnType<WalletPassDeps['passFile']>>;
  try {
    file = await deps.passFile(session.token, 'Apple', pass);
  } catch {
    return apiErrorResponse('provider_unavailable', { 'Retry-After': '30' });
  }
  // The provider refused (an unknown card, a past booking), or answered something that is not a pass.
  if (!file) return apiErrorResponse('not_found');
  if (file.type.split(';')[0]?.trim() !== PKPASS_TYPE || file.bytes.length > MAX_PASS_BYTES)
    return apiErrorResponse('upstream_invalid_response');
  const name = pass.kind === 'card' ? 'loyalty-card.pkpass' : `e-ticket-${pass.bookingId}.pkpass`;
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      ...NO_STORE,
      'Content-Type': PKPASS_TYPE,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Length': String(file.bytes.length),
    },
  });
}
