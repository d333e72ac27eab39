'use client';

import { useMemo } from 'react';
import { createProviderApi, type ProviderApi } from '@/lib/loyalty/provider/provider-api.ts';
import { useMemberSession } from './member-session-provider.tsx';

/**
 * The typed §7 API in the browser, over POST /api/cypher. Member calls pass no token: the gateway
 * adds it from the HttpOnly cookie (the `token` arguments below are always '').
 */
export function useLoyaltyApi(): ProviderApi {
  const { config, withSettledSession } = useMemberSession();
  return useMemo(
    () =>
      createProviderApi(
        {
          circuitId: config.circuitId,
          cinemaId: config.cinemaId,
          clubId: config.clubId,
          provider: config.provider,
          version: config.version,
        },
        // Never alongside a token rotation: see withSettledSession.
        { fetch: (input, init) => withSettledSession(() => fetch(input, init)) },
      ),
    [config.circuitId, config.cinemaId, config.clubId, config.provider, config.version, withSettledSession],
  );
}

/** The token argument of member calls from the browser: the gateway supplies the real one. */
export const COOKIE_TOKEN = '';
