import type { ApiVersion } from '../loyalty-constants.ts';
import type { Credentials, ProviderAnswer } from '../provider/provider-api.ts';
import { NO_EXPIRY_PLACEHOLDER, PEACH_SUCCESS, SUCCESS_STATUS_CODES } from '../provider/provider-constants.ts';
import type { ProviderAuthResponse, ProviderMemberDetails } from '../provider/provider-schemas.ts';
import type { LoginRejection, PublicMember } from './session-answer.ts';
import type { MemberSession } from './session-cookie.ts';

// The session flows of §4.1–§4.3 and §4.5, on the server where the tokens are: each turns the provider's auth answer
// (§3.9) into the §3.7 session for the cookie and the §3.8 member.

/** §3.8: memberDetails merged with token, refreshToken and cypherVersion. */
export interface LoyaltyMember extends PublicMember {
  readonly token: string;
  readonly refreshToken: string;
}

/** §3.9 → §3.7: the session of an auth answer, or null when it lacks the tokens. */
export function toMemberSession(response: ProviderAuthResponse, version: ApiVersion): MemberSession | null {
  const tokens = response.sessionManagementTokens;
  if (!tokens) return null;
  const session: MemberSession = {
    token: tokens.boxofficeSessionToken,
    refreshToken: tokens.boxofficeRefreshSessionToken,
    cypherVersion: version,
  };
  if (version === 3) return session;
  const memberId = response.memberId ?? response.memberDetails?.memberId;
  return {
    ...session,
    ...(response.userSessionId ? { userSessionId: response.userSessionId } : {}),
    ...(memberId ? { memberId } : {}),
    ...(response.encryptedSessionId ? { encryptedSessionId: response.encryptedSessionId } : {}),
  };
}

export function toLoyaltyMember(details: ProviderMemberDetails, session: MemberSession): LoyaltyMember {
  const expiry = details.memberExpiry ?? null;
  return {
    memberId: details.memberId ?? '',
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    userName: details.userName ?? details.email,
    mobilePhone: details.mobilePhone ?? '',
    cardNumber: details.cardNumber ?? '',
    clubId: details.clubId ?? '',
    clubName: details.clubName ?? '',
    levelName: details.memberLevelName ?? '',
    balances: details.balanceList.map((balance) => ({ type: balance.name, points: balance.pointsRemaining })),
    memberExpiry: expiry === null || expiry === NO_EXPIRY_PLACEHOLDER ? null : expiry,
    token: session.token,
    refreshToken: session.refreshToken,
    cypherVersion: session.cypherVersion,
  };
}

type AuthAnswer = Promise<ProviderAnswer<ProviderAuthResponse>>;

/** The part of the provider API the session flows use (a fake in tests). */
export interface SessionApi {
  readonly context: { readonly version: ApiVersion };
  login(credentials: Credentials, captchaResponse?: string): AuthAnswer;
  refreshLogin(refreshToken: string): AuthAnswer;
  getMember(token: string): AuthAnswer;
  logout(session: { token: string; refreshToken: string; userSessionId?: string }): Promise<ProviderAnswer<unknown>>;
}

export type SignedIn = { readonly ok: true; readonly session: MemberSession; readonly member: LoyaltyMember };

/** §4.2 step 4 and §8.3: rejected with the response, or with null on a network error. */
export type LoginResult =
  | SignedIn
  | {
      readonly ok: false;
      readonly response: LoginRejection | null;
      /** §5: the gateway refused the captcha response (missing or not verified); the provider was not called. */
      readonly captcha?: 'captcha_required' | 'captcha_failed';
    };

const CAPTCHA_REFUSALS = ['captcha_required', 'captcha_failed'] as const;

function captchaRefusalOf(error: unknown): (typeof CAPTCHA_REFUSALS)[number] | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return CAPTCHA_REFUSALS.find((refusal) => refusal === code);
}

const statusOk = (code: number | null | undefined) => code != null && SUCCESS_STATUS_CODES.includes(code);

/** §4.2 Login: peachCode 0 stores the member with the session tokens; anything else rejects. */
export async function loginFlow(
  api: SessionApi,
  credentials: Credentials,
  captchaResponse?: string,
): Promise<LoginResult> {
  let answer: Awaited<AuthAnswer>;
  try {
    answer = await api.login(credentials, captchaResponse);
  } catch (error) {
    const captcha = captchaRefusalOf(error);
    return captcha ? { ok: false, response: null, captcha } : { ok: false, response: null };
  }
  const session = toMemberSession(answer.data, api.context.version);
  const details = answer.data.memberDetails;
  if (answer.peachCode !== PEACH_SUCCESS || !session || !details) {
    return { ok: false, response: { peachCode: answer.peachCode, clientErrorMessage: answer.clientErrorMessage } };
  }
  return { ok: true, session, member: toLoyaltyMember(details, session) };
}

/** §4.1 refresh, storing the new tokens; null on any failure, upon which the caller logs out. */
export async function refreshFlow(api: SessionApi, session: MemberSession): Promise<SignedIn | null> {
  try {
    if (session.cypherVersion === 1) {
      if (!session.memberId || !session.token || !session.refreshToken) return null;
      const answer = await api.refreshLogin(session.refreshToken);
      const details = answer.data.memberDetails;
      const renewed = toMemberSession(answer.data, 1);
      if (!statusOk(answer.statusCode ?? (answer.peachCode === PEACH_SUCCESS ? 0 : null)) || !details || !renewed)
        return null;
      const next: MemberSession = { ...session, ...renewed };
      return { ok: true, session: next, member: toLoyaltyMember(details, next) };
    }
    if (!session.refreshToken) return null;
    const answer = await api.refreshLogin(session.refreshToken);
    const renewed = toMemberSession(answer.data, 3);
    if (!answer.ok || !renewed) return null;
    const member = await api.getMember(renewed.token);
    const details = member.data.memberDetails;
    if (member.peachCode !== PEACH_SUCCESS || !details) return null;
    return { ok: true, session: renewed, member: toLoyaltyMember(details, renewed) };
  } catch {
    return null;
  }
}

/** §4.2 login by token; an answer without tokens keeps the existing ones. */
export async function loginByTokenFlow(api: SessionApi, session: MemberSession): Promise<SignedIn | null> {
  try {
    const answer = await api.getMember(session.token);
    const success =
      session.cypherVersion === 1
        ? statusOk(answer.statusCode ?? (answer.peachCode === PEACH_SUCCESS ? 0 : null))
        : answer.peachCode === PEACH_SUCCESS;
    const details = answer.data.memberDetails;
    if (!success || !details) return null;
    const renewed = toMemberSession(answer.data, session.cypherVersion);
    const next: MemberSession = renewed ? { ...session, ...renewed } : session;
    return { ok: true, session: next, member: toLoyaltyMember(details, next) };
  } catch {
    return null;
  }
}

/** §5 Tokens: valid only if the validation call returns peachCode 0. */
export async function isTokenValid(api: SessionApi, token: string): Promise<boolean> {
  try {
    return (await api.getMember(token)).peachCode === PEACH_SUCCESS;
  } catch {
    return false;
  }
}

/** §4.3: best effort; whatever it answers, the caller clears the session. */
export async function logoutFlow(api: SessionApi, session: MemberSession): Promise<void> {
  try {
    await api.logout({
      token: session.token,
      refreshToken: session.refreshToken,
      ...(session.userSessionId ? { userSessionId: session.userSessionId } : {}),
    });
  } catch {
    // The session is cleared anyway.
  }
}
