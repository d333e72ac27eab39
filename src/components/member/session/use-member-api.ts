'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { memberCallCinemaId } from '@/lib/loyalty/member-call-cinema.ts';
import { createMemberApi, type MemberApi } from '@/lib/loyalty/member/member-api.ts';
import { useCurrentTheaterId } from '@/components/theaters/use-current-theater.ts';
import { useMemberSession } from './member-session-provider.tsx';

/**
 * The member layer in the browser, over POST /api/cypher: calls carry no token, the gateway adds
 * the HttpOnly cookie's (§3.7).
 */
export function useMemberApi(): MemberApi {
  const { config, withSettledSession } = useMemberSession();
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  // §4.11: the current cinema's id (§4.14: the page's theater, else the selected one).
  const cinemaId = memberCallCinemaId(config, useCurrentTheaterId());
  return useMemo(
    () =>
      createMemberApi({
        context: {
          circuitId: config.circuitId,
          cinemaId,
          clubId: config.clubId,
          provider: config.provider,
          version: config.version,
        },
        locale,
        country: config.country,
        session: 'cookie',
        // Never alongside a token rotation: see withSettledSession.
        fetch: (input, init) => withSettledSession(() => fetch(input, init)),
      }),
    [
      config.circuitId,
      cinemaId,
      config.clubId,
      config.provider,
      config.version,
      config.country,
      locale,
      withSettledSession,
    ],
  );
}
