import type { ProviderCode } from '../../config/constants.ts';
import type { ApiVersion } from '../loyalty-constants.ts';

// §2.5 password reset links and the reset page's token, §4.9 the version 1 reset order.

/** §2.5: version 1 links carry a fixed placeholder token (its value is not given: this is ours). */
export const V1_RESET_TOKEN_PLACEHOLDER = 'RESET_TOKEN';
/** §2.5: TAPOS links carry token "1". */
export const TAPOS_RESET_TOKEN = '1';
export const RESET_TOKEN_PARAM = 'token';
export const RESET_EMAIL_PARAM = 'email';
/** The site's reset page (§2.5; the member area's route, src/components/member/member-paths.ts). */
export const RESET_PASSWORD_PAGE_PATH = '/account/reset-password/';

const NO_EMAIL_PROVIDERS: readonly ProviderCode[] = ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS'];
const BOOST_PROVIDERS: readonly ProviderCode[] = ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY'];

export interface ResetLinkInput {
  /** The site origin, or the current page URL. */
  readonly base: string;
  /** A path on the site; absent: the current page URL as given. */
  readonly path?: string;
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
  readonly email: string;
}

/**
 * §2.5: the link is built from the current page URL or the site origin plus a path. Providers
 * other than BOOST_POS, BOOST_POS_WITHOUT_LOYALTY and TAPOS get the e-mail address; every link gets
 * a token parameter: the v1 placeholder, "1" for TAPOS, else empty.
 */
export function buildResetPasswordLink(input: ResetLinkInput): string {
  const url = input.path ? new URL(input.path, input.base) : new URL(input.base);
  url.hash = '';
  if (!NO_EMAIL_PROVIDERS.includes(input.provider)) url.searchParams.set(RESET_EMAIL_PARAM, input.email);
  const token = input.version === 1 ? V1_RESET_TOKEN_PLACEHOLDER : input.provider === 'TAPOS' ? TAPOS_RESET_TOKEN : '';
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * §2.5: the reset token of the reset page's own URL. The provider appends its code to the link we
 * gave, so the last token value that is not our own placeholder is the code. BOOST_POS variants
 * strip a leading "?token="; TAPOS composes "uid={uid}&token={token}".
 */
export function readResetCode(search: string, provider: ProviderCode): string | null {
  const params = new URLSearchParams(search);
  const ours = new Set(['', V1_RESET_TOKEN_PLACEHOLDER, ...(provider === 'TAPOS' ? [TAPOS_RESET_TOKEN] : [])]);
  const candidates = params.getAll(RESET_TOKEN_PARAM).filter((value) => !ours.has(value));
  let token = candidates[candidates.length - 1] ?? null;
  if (token === null) return null;
  if (BOOST_PROVIDERS.includes(provider) && token.startsWith('?token=')) token = token.slice('?token='.length);
  if (provider === 'TAPOS') {
    const uid = params.get('uid');
    return uid ? `uid=${uid}&token=${token}` : null;
  }
  return token === '' ? null : token;
}

/** The e-mail address a version 1 reset link carries (§2.5). */
export function readResetEmail(search: string): string {
  return new URLSearchParams(search).get(RESET_EMAIL_PARAM) ?? '';
}

/**
 * §4.9: the version 1 reset validates the code first; a statusCode other than 200, or the
 * invalid-code peachCode, ends there with that response; otherwise the reset is posted.
 */
export function shouldPostResetAfterValidation(
  validation: { statusCode: number | null; peachCode: number | null },
  invalidCode: number,
): boolean {
  return validation.statusCode === 200 && validation.peachCode !== invalidCode;
}
