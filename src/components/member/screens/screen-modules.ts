import type { ComponentType } from 'react';

// Every member screen, by name, as a module loaded on demand: each becomes a chunk of its own that
// only its page asks for, after the page is up (member-screen-loader.tsx).

// Screens differ in their props; the loader passes each the props its page gave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<any>;

export const SCREEN_MODULES = {
  home: () => import('../account/account-home.tsx').then((m) => m.AccountHome),
  cards: () => import('../account/loyalty-cards.tsx').then((m) => m.LoyaltyCards),
  delete: () => import('../account/delete-account.tsx').then((m) => m.DeleteAccount),
  history: () => import('../account/member-history.tsx').then((m) => m.MemberHistory),
  'join-loyalty': () => import('../account/join-loyalty.tsx').then((m) => m.JoinLoyalty),
  profile: () => import('../forms/profile-form.tsx').then((m) => m.ProfileEditor),
  rewards: () => import('../account/member-rewards.tsx').then((m) => m.MemberRewards),
  theaters: () => import('../account/favorite-theaters.tsx').then((m) => m.FavoriteTheaters),
  vouchers: () => import('../account/member-vouchers.tsx').then((m) => m.MemberVouchers),
  watchlist: () => import('../watchlist/watchlist.tsx').then((m) => m.WatchlistScreen),
} satisfies Record<string, () => Promise<AnyScreen>>;

export type ScreenName = keyof typeof SCREEN_MODULES;
