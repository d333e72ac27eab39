'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import type { ProviderCode } from '@/lib/config/constants.ts';
import type { ApiVersion } from '@/lib/loyalty/loyalty-constants.ts';
import type { AccountActivationStep } from '@/lib/loyalty/member/account-activation.ts';
import type { CardType, ScannableCodeFormat } from '@/lib/loyalty/member/card-code.ts';
import type { PhoneCountry } from '@/lib/loyalty/member/phone-countries.ts';
import { hasLoyaltyProgramme } from '@/lib/loyalty/member/programme.ts';
import type { LoginRejection } from '@/lib/loyalty/session/session-answer.ts';
import {
  INITIAL_SESSION_STATE,
  nextRefreshDelay,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from '@/lib/loyalty/session/session.ts';
import { hasSessionHint } from '@/lib/loyalty/session/session-hint.ts';
import { useAppEvent } from '@/components/browser/use-app-event.ts';
import { appEvents } from '@/lib/events/app-events.ts';

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
  /** §3.6 the programme's type (§4.11: NON_TIERED for RTS); NONE has no loyalty membership to join (§4.8). */
  readonly type: string;
  /** §3.6 the account activation step after a version 3 registration, and what it asks; null: none offered. */
  readonly activation: AccountActivationStep | null;
  /** §3.6, §9.2 how the member's card is drawn for the till; absent: QR_CODE. */
  readonly scannableCodeFormat?: ScannableCodeFormat;
  /** §3.6, §9.2 DEMATERIALIZED (absent) or PHYSICAL: a plastic card the member may add and report lost. */
  readonly cardType?: CardType;
  /** §3.1 allCountries: the countries a mobile number may be from, the one offered first leading (§5). */
  readonly phoneCountries: readonly PhoneCountry[];
  /** ISO 3166-1 alpha-2 of the site's country (§3.1), for phone numbers (§5). */
  readonly country: string;
  readonly cinemaId: string;
  readonly circuitId: string;
  readonly clubId: string;
}

export type SignInResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly rejection: LoginRejection | null;
      /** The site's rate limit refused the attempt (429): seconds to wait, null when not said. */
      readonly tooManyAttempts?: { readonly retryAfterSeconds: number | null };
      /** §5: the captcha response was missing or not accepted. */
      readonly captchaRefused?: boolean;
    };

interface MemberSessionValue extends SessionState {
  readonly config: PublicLoyaltyConfig;
  signIn(email: string, password: string, captchaResponse?: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  /** The session was ended on the server (e.g. invalid token on hand-off). */
  markSignedOut(): void;
  /**
   * Runs a gateway call once no refresh, sign-in or sign-out is in flight: a refresh rotates the
   * cookie's tokens (§4.1), and a call sent meanwhile would carry a stale one.
   */
  withSettledSession<T>(call: () => Promise<T>): Promise<T>;
}

const MemberSessionContext = createContext<MemberSessionValue | null>(null);

const GUEST_STATE: SessionState = { status: 'guest', member: null };

/** The calls to /api/member/*, loaded on the first one (a guest's page makes none). */
const loadRequests = () => import('./session-requests.ts');

export function MemberSessionProvider({ config, children }: { config: PublicLoyaltyConfig; children: ReactNode }) {
  const enabled = hasLoyaltyProgramme(config);
  // Without a loyalty programme nobody can sign in: a guest from the start, nothing to refresh.
  const [state, dispatch] = useReducer(
    (current: SessionState, event: SessionEvent) => sessionReducer(current, event),
    enabled ? INITIAL_SESSION_STATE : GUEST_STATE,
  );

  // Cookie changes one at a time, and a refresh also waits for gateway calls carrying the tokens it
  // will rotate (§4.1). `generation` counts sign-ins and sign-outs: a refresh overtaken by one drops
  // its out-of-date answer.
  const generation = useRef(0);
  const cookieChange = useRef<Promise<unknown> | null>(null);
  const callsInFlight = useRef(new Set<Promise<unknown>>());

  const settled = useCallback(async () => {
    while (cookieChange.current) await cookieChange.current.catch(() => undefined);
  }, []);

  const changeCookie = useCallback(
    async <T,>(change: () => Promise<T>): Promise<T> => {
      await settled();
      const running = change();
      cookieChange.current = running;
      try {
        return await running;
      } finally {
        if (cookieChange.current === running) cookieChange.current = null;
      }
    },
    [settled],
  );

  const asAuthOperation = useCallback(
    <T,>(operation: () => Promise<T>): Promise<T> => {
      generation.current += 1;
      return changeCookie(operation);
    },
    [changeCookie],
  );

  // §4.3: without a loyalty programme there is no member area, so no call to /api/member/* at all.
  const refresh = useCallback(async () => {
    if (!enabled) return;
    await Promise.allSettled([...callsInFlight.current]);
    const startedAt = generation.current;
    let event: SessionEvent;
    try {
      event = await changeCookie(async () => (await loadRequests()).refreshSession());
    } catch {
      event = { type: 'refresh-failed' };
    }
    // A transition: the screens the member's details fill in are drawn in slices that let input in,
    // not in one long task (the account home on a mid-range phone, bench:pages).
    if (generation.current === startedAt) startTransition(() => dispatch(event));
  }, [changeCookie, enabled]);

  const withSettledSession = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      await settled();
      const running = call();
      callsInFlight.current.add(running);
      try {
        return await running;
      } finally {
        callsInFlight.current.delete(running);
      }
    },
    [settled],
  );

  // §4.1: ~500 ms after start, then every interval of the API version while logged in. The timer
  // is re-armed on each state change, so a sign-in restarts the interval.
  useEffect(() => {
    if (!enabled) return;
    // No session hint (set with the session cookie, no token in it): a guest, known without a call.
    if (state.status === 'loading' && !hasSessionHint(document.cookie)) {
      dispatch({ type: 'refresh-failed' });
      return;
    }
    // A member's page: the calls' code loads during the first refresh's debounce, not after it.
    if (state.status === 'loading') loadRequests().catch(() => undefined);
    const delay = nextRefreshDelay(state, config.version);
    if (delay === null) return;
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [state, config.version, enabled, refresh]);

  const signIn = useCallback(
    async (email: string, password: string, captchaResponse?: string): Promise<SignInResult> => {
      if (!enabled) return { ok: false, rejection: null };
      return asAuthOperation(async () => {
        try {
          const { signInRequest } = await loadRequests();
          const { result, event } = await signInRequest(email, password, captchaResponse);
          if (event) {
            dispatch(event);
            appEvents.emit('member:signed-in', { memberId: event.member.memberId });
          }
          return result;
        } catch {
          return { ok: false, rejection: null };
        }
      });
    },
    [asAuthOperation, enabled],
  );

  const signOut = useCallback(async () => {
    if (!enabled) return;
    await asAuthOperation(async () => {
      try {
        await (await loadRequests()).signOutRequest();
      } finally {
        dispatch({ type: 'signed-out' });
      }
    });
  }, [asAuthOperation, enabled]);

  const markSignedOut = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'signed-out' });
  }, []);

  // §2.3, §4.3: the "#loyalty-logout" hash link.
  useAppEvent('loyalty:logout', () => void signOut());

  const value = useMemo<MemberSessionValue>(
    () => ({ ...state, config, signIn, signOut, refresh, markSignedOut, withSettledSession }),
    [state, config, signIn, signOut, refresh, markSignedOut, withSettledSession],
  );
  return <MemberSessionContext.Provider value={value}>{children}</MemberSessionContext.Provider>;
}

export function useMemberSession(): MemberSessionValue {
  const value = useContext(MemberSessionContext);
  if (!value) throw new Error('useMemberSession needs the MemberSessionProvider of the root layout');
  return value;
}
