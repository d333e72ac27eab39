'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { ProviderCode } from '@/lib/config/constants.ts';
import type { ApiVersion } from '@/lib/loyalty/loyalty-constants.ts';
import {
  INITIAL_SESSION_STATE,
  nextRefreshDelay,
  sessionReducer,
  type PublicMember,
  type SessionEvent,
  type SessionState,
} from '@/lib/loyalty/session.ts';
import { useAppEvent } from '@/components/ui/use-app-event.ts';

// The page's member session (§4.1–§4.4). It holds the member and the state only; the tokens stay
// in the HttpOnly cookie that /api/member/* set and the gateway reads (§3.7).

/** What the page may know of the loyalty configuration (§3.6): nothing secret. */
export interface PublicLoyaltyConfig {
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
  readonly hasTicketing: boolean;
  readonly loginSlug: string;
  readonly accessFromHeader: boolean;
  readonly guestHeaderAccessLabel: string;
  readonly guestSignupTabButton: string;
  readonly guestSignupTabText: string;
  readonly loggedInHeaderAccessLabel: string;
  readonly includeWatchlist: boolean;
  /** ISO 3166-1 alpha-2 of the site's country (§3.1), for phone numbers (§5). */
  readonly country: string;
  readonly cinemaId: string;
  readonly circuitId: string;
  readonly clubId: string;
}

export type LoginRejection = { readonly peachCode: number | null; readonly clientErrorMessage: string | null } | null;
export type SignInResult = { readonly ok: true } | { readonly ok: false; readonly rejection: LoginRejection };

interface MemberSessionValue extends SessionState {
  readonly config: PublicLoyaltyConfig;
  signIn(email: string, password: string, captchaResponse?: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  /** The session was ended on the server (e.g. invalid token on hand-off). */
  markSignedOut(): void;
}

const MemberSessionContext = createContext<MemberSessionValue | null>(null);

const publicMemberSchema = z.looseObject({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberExpiry: z.string().nullable(),
  cypherVersion: z.union([z.literal(1), z.literal(3)]),
});
const sessionAnswerSchema = z.object({
  status: z.enum(['member', 'expired', 'guest']),
  member: publicMemberSchema.nullable(),
  rejection: z.object({ peachCode: z.number().nullable(), clientErrorMessage: z.string().nullable() }).nullable().optional(),
});

async function postSession(path: string, body: unknown = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const parsed = sessionAnswerSchema.safeParse(await response.json().catch(() => null));
  return { httpStatus: response.status, answer: parsed.success ? parsed.data : null };
}

function eventOf(answer: z.infer<typeof sessionAnswerSchema> | null): SessionEvent {
  return answer && answer.member && answer.status !== 'guest'
    ? { type: 'signed-in', member: answer.member as unknown as PublicMember }
    : { type: 'refresh-failed' };
}

export function MemberSessionProvider({ config, children }: { config: PublicLoyaltyConfig; children: ReactNode }) {
  const [state, dispatch] = useReducer((current: SessionState, event: SessionEvent) => sessionReducer(current, event), INITIAL_SESSION_STATE);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const enabled = config.provider !== 'NONE';

  const refresh = useCallback(async () => {
    try {
      const { answer } = await postSession('/api/member/refresh');
      dispatch(eventOf(answer));
    } catch {
      dispatch({ type: 'refresh-failed' });
    }
  }, []);

  // §4.1: ~500 ms after start, then every interval of the API version while logged in. The timer
  // is re-armed on each state change, so a sign-in restarts the interval.
  useEffect(() => {
    if (!enabled) {
      dispatch({ type: 'refresh-failed' });
      return;
    }
    const delay = nextRefreshDelay(state, config.version);
    if (delay === null) return;
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [state, config.version, enabled, refresh]);

  const signIn = useCallback(async (email: string, password: string, captchaResponse?: string): Promise<SignInResult> => {
    try {
      const { answer } = await postSession('/api/member/login', { email, password, ...(captchaResponse ? { captchaResponse } : {}) });
      if (answer?.status === 'guest' || !answer) return { ok: false, rejection: answer?.rejection ?? null };
      dispatch(eventOf(answer));
      queryClient.clear();
      return { ok: true };
    } catch {
      return { ok: false, rejection: null };
    }
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await postSession('/api/member/logout');
    } finally {
      dispatch({ type: 'signed-out' });
      queryClient.clear();
    }
  }, [queryClient]);

  const markSignedOut = useCallback(() => {
    dispatch({ type: 'signed-out' });
    queryClient.clear();
  }, [queryClient]);

  // §2.3, §4.3: the "#loyalty-logout" hash link.
  useAppEvent('loyalty:logout', () => void signOut());

  const value = useMemo<MemberSessionValue>(
    () => ({ ...state, config, signIn, signOut, refresh, markSignedOut }),
    [state, config, signIn, signOut, refresh, markSignedOut],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MemberSessionContext.Provider value={value}>{children}</MemberSessionContext.Provider>
    </QueryClientProvider>
  );
}

export function useMemberSession(): MemberSessionValue {
  const value = useContext(MemberSessionContext);
  if (!value) throw new Error('useMemberSession needs the MemberSessionProvider of the root layout');
  return value;
}
