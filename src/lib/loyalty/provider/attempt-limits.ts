import type { RouteId } from './route-table.ts';

// Calls a stranger can repeat to guess or to harm (brute force, lockouts, enumeration): sign-in (§7.2), password
// reset and reminder (§7.5, §7.6), registration and the gift-card check (§7.4), limited per client and per account
// named. The ticketing redirects (§2.1, §6), login by token (§4.2) and online access (§4.10, the member search on
// the server) each cost a provider call: limited per client only.
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

/** The e-mail or card number a limited call names, trimmed and lower case; null when it names none. */
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
