'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import type { FavoriteCinema, LoyaltyCard } from '@/lib/loyalty/member/member-types.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { useMemberApi } from './session/use-member-api.ts';
import { useMemberSession } from './session/member-session-provider.tsx';

// The member area's data: each hook reads one list through the member layer into the member data
// cache; a change puts the list the provider answered back with useMemberCache.

export const MEMBER_KEYS = {
  profile: ['member', 'profile'],
  orders: ['member', 'orders'],
  transactions: ['member', 'transactions'],
  rewards: ['member', 'rewards'],
  cards: ['member', 'cards'],
  favoriteCinemas: ['member', 'favorite-theaters'],
  watchlist: ['member', 'watchlist'],
  eVouchers: ['member', 'e-vouchers'],
} as const;

/** How many orders and transactions the history shows. */
export const HISTORY_SIZE = 20;

/** The signed-in member's editable profile (§7.5 GetMember). */
export function useMemberProfile() {
  const session = useMemberSession();
  const api = useMemberApi();
  return useQuery({ queryKey: MEMBER_KEYS.profile, enabled: isLoggedIn(session), queryFn: () => api.profile() });
}

/** §7.3 order history. */
export function useMemberOrders() {
  const api = useMemberApi();
  return useQuery({ queryKey: MEMBER_KEYS.orders, queryFn: () => api.orders(HISTORY_SIZE) });
}

/** §7.3 transaction history. */
export function useMemberTransactions() {
  const api = useMemberApi();
  return useQuery({ queryKey: MEMBER_KEYS.transactions, queryFn: () => api.transactions(HISTORY_SIZE) });
}

/** §7.3 rewards, with the balance beside them. */
export function useRewards() {
  const api = useMemberApi();
  const { member } = useMemberSession();
  return useQuery({ queryKey: MEMBER_KEYS.rewards, queryFn: () => api.rewards(member?.balances ?? []) });
}

/** §7.7 loyalty cards (version 3). */
export function useLoyaltyCards() {
  const api = useMemberApi();
  return useQuery({ queryKey: MEMBER_KEYS.cards, queryFn: () => api.cards() });
}

/** §4.6: loaded when the member has a version 3 session; otherwise there is no list. */
export function useFavoriteCinemas() {
  const session = useMemberSession();
  const api = useMemberApi();
  return useQuery({
    queryKey: MEMBER_KEYS.favoriteCinemas,
    enabled: isLoggedIn(session) && memberFeatures(session.config).favoriteCinemas,
    queryFn: () => api.favoriteCinemas(),
  });
}

/** §4.7: loaded for a signed-in member of a site that has the watchlist. */
export function useWatchlist() {
  const session = useMemberSession();
  const api = useMemberApi();
  const enabled = isLoggedIn(session) && memberFeatures(session.config).watchlist;
  const query = useQuery({ queryKey: MEMBER_KEYS.watchlist, enabled, queryFn: () => api.watchlist() });
  return { enabled, ids: query.data ?? [], loading: query.isLoading };
}

/** §7.9 e-voucher concessions. */
export function useEVouchers() {
  const api = useMemberApi();
  return useQuery({ queryKey: MEMBER_KEYS.eVouchers, queryFn: () => api.eVouchers() });
}

/** Writes the lists a change answered back into the cache (§4.6, §4.7: the provider's list wins). */
export function useMemberCache() {
  const client: QueryClient = useQueryClient();
  return {
    favoriteCinemas: () => client.getQueryData<FavoriteCinema[]>(MEMBER_KEYS.favoriteCinemas) ?? [],
    setFavoriteCinemas: (cinemas: FavoriteCinema[]) => client.setQueryData(MEMBER_KEYS.favoriteCinemas, cinemas),
    setCards: (cards: LoyaltyCard[]) => client.setQueryData(MEMBER_KEYS.cards, cards),
    setWatchlist: (ids: string[]) => client.setQueryData(MEMBER_KEYS.watchlist, ids),
    /** After a change that moves points or details: reload what shows them. */
    reload: (key: keyof typeof MEMBER_KEYS) => client.invalidateQueries({ queryKey: MEMBER_KEYS[key] }),
  };
}
