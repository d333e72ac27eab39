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

/** §2.5: every link gets a token parameter; providers other than BOOST_POS and TAPOS get the e-mail too. */
export function buildResetPasswordLink(input: ResetLinkInput): string {
  const url = input.path ? new URL(input.path, input.base) : new URL(input.base);
  url.hash = '';
  if (!NO_EMAIL_PROVIDERS.includes(input.provider)) url.searchParams.set(RESET_EMAIL_PARAM, input.email);
  const token = input.version === 1 ? V1_RESET_TOKEN_PLACEHOLDER : input.provider === 'TAPOS' ? TAPOS_RESET_TOKEN : '';
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

/** §2.5: the provider appends its code to our link, so it is the last token value that is not our placeholder. */
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

export function readResetEmail(search: string): string {
  return new URLSearchParams(search).get(RESET_EMAIL_PARAM) ?? '';
}

/** §4.9: version 1 validates the code first and stops on a status other than 200 or the invalid-code peachCode. */
export function shouldPostResetAfterValidation(
  validation: { statusCode: number | null; peachCode: number | null },
  invalidCode: number,
): boolean {
  return validation.statusCode === 200 && validation.peachCode !== invalidCode;
}
