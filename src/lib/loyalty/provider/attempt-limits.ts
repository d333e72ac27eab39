import type { RouteId } from './route-table.ts';

// The provider calls a stranger can repeat to guess or to harm (issue: brute force, lockouts,
// enumeration): sign-in (§7.2), password reset and username reminder (§7.5, §7.6), registration,
// the gift-card check (§7.4). Each is limited per client and, where the call names one, per
// account: the e-mail address or the card number. (The §4.10 member search is the server's only:
// /api/member/online-access, limited as 'online-access'.)

// Also the §2.1 / §6 ticketing redirect endpoints and the §4.2 login by token, whose requests each
// cost a provider call (token validation and member details): limited per client only.
// And the §4.10 online access (/api/member/online-access), which runs the member search on the server.
export type LimitedAction =
  'sign-in' | 'password-reset' | 'registration' | 'online-access' | 'gift-card' | 'ticketing-redirect' | 'token-login';

const ACTION_OF_ROUTE: Partial<Record<RouteId, LimitedAction>> = {
  loginV1: 'sign-in',
  loginV3: 'sign-in',
  getResetPasswordCodeV1: 'password-reset',
  getResetPasswordCodeV3: 'password-reset',
  validatePasswordResetCodeV1: 'password-reset',
  resetPasswordV1: 'password-reset',
  resetPasswordV3: 'password-reset',
  usernameReminderV1: 'password-reset',
  createV1: 'registration',
  createV3: 'registration',
  startRegistrationV1: 'registration',
  sendMemberActivationCodeV3: 'registration',
  checkGiftCardBalance: 'gift-card',
};

/** The sign-in calls (§7.2), each with its captcha. */
export const SIGN_IN_ROUTES: readonly RouteId[] = ['loginV1', 'loginV3'];

/** The routes that belong to the member session routes (/api/member/*), never to the page. */
export const SESSION_ROUTES: readonly RouteId[] = [
  'loginV1',
  'loginV3',
  'refreshLoginV1',
  'refreshLoginV3',
  'logoutV1',
  'logoutV3',
];

export function limitedActionOf(id: RouteId): LimitedAction | null {
  return ACTION_OF_ROUTE[id] ?? null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/**
 * The account a limited call names, normalised (trimmed, lower case): the e-mail of a sign-in,
 * reset, reminder or registration, the card number of a gift-card check; null when it names none.
 */
export function accountOf(
  params: Readonly<Record<string, string>>,
  payload: Readonly<Record<string, unknown>>,
): string | null {
  return (
    text(params.emailAddress) ??
    text(params.email) ??
    text(payload.email) ??
    text(payload.username) ??
    text(payload.userName) ??
    text(payload.emailAddress) ??
    text(payload.cardNumber) ??
    null
  );
}
