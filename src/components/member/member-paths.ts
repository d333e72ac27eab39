// Routes of the member area (§2.8 leaves them to us): 'account' is a reserved segment.
export { ACCOUNT_PATH } from './account-path.ts';
export const REGISTER_PATH = '/account/register/';
export const FORGOT_PASSWORD_PATH = '/account/forgot-password/';
export const RESET_PASSWORD_PATH = '/account/reset-password/';
export const WATCHLIST_PATH = '/account/watchlist/';
export const FAVORITE_THEATERS_PATH = '/account/theaters/';
export const GIFT_CARD_PATH = '/account/gift-card/';
export const CARDS_PATH = '/account/cards/';
export const HISTORY_PATH = '/account/history/';
export const REWARDS_PATH = '/account/rewards/';
export const PROFILE_PATH = '/account/profile/';
export const FORGOT_USERNAME_PATH = '/account/forgot-username/';
export const DELETE_ACCOUNT_PATH = '/account/delete/';
export const LOYALTY_JOIN_PATH = '/account/join-loyalty/';
export const ONLINE_ACCESS_PATH = '/account/online-access/';
export const VOUCHERS_PATH = '/account/vouchers/';
