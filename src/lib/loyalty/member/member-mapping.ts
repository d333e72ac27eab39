import { BRAND_FILM_IDS_FIELD } from '../provider/provider-constants.ts';
import type {
  ProviderCard,
  ProviderFavoriteCinema,
  ProviderFavoriteFilms,
  ProviderOrder,
  ProviderReward,
  ProviderTransaction,
} from '../provider/provider-schemas.ts';
import type { FavoriteCinema, LoyaltyCard, MemberOrder, MemberTransaction, Money, Reward } from './member-types.ts';

// Provider answers turned into member-types.ts; with member-programme.ts and member-profile.ts, the only code that
// reads provider field names for the screens.

/** §3.10: externalFilmIds, or brand-prefixed numeric ids converted to strings. */
export function favoriteFilmIdsOf(response: ProviderFavoriteFilms): string[] {
  return response.externalFilmIds ?? response[BRAND_FILM_IDS_FIELD] ?? [];
}

/** §3.10 boxofficeCinemaId and subscribeToNewsletter. */
export function toFavoriteCinemas(cinemas: readonly ProviderFavoriteCinema[]): FavoriteCinema[] {
  return cinemas.map((cinema) => ({
    cinemaId: cinema.boxofficeCinemaId,
    subscribeToNewsletter: cinema.subscribeToNewsletter,
  }));
}

export function toMemberOrders(orders: readonly ProviderOrder[]): MemberOrder[] {
  return orders.map((order, index) => ({
    key: order.orderId ?? order.bookingId ?? `order-${index}`,
    bookingId: order.bookingId ?? null,
    filmTitle: order.filmTitle ?? null,
    screeningAt: order.sessionDateTime ?? null,
    orderedAt: order.orderDate === '' ? null : order.orderDate,
    cinemaName: order.cinemaName ?? null,
    pointsEarned: order.pointsEarned,
  }));
}

export function toMemberTransactions(transactions: readonly ProviderTransaction[]): MemberTransaction[] {
  return transactions.map((transaction, index) => ({
    key: transaction.transactionId ?? `transaction-${index}`,
    date: transaction.transactionDate === '' ? null : transaction.transactionDate,
    description: transaction.description,
    pointsEarned: transaction.pointsEarned,
    pointsRedeemed: transaction.pointsRedeemed,
  }));
}

/** §7.3 rewards listing (v1 items available, v3 rewards listing: the same fields). */
export function toRewards(rewards: readonly ProviderReward[]): Reward[] {
  return rewards.map((reward, index) => ({
    key: reward.recognitionId ?? reward.itemId ?? `reward-${index}`,
    recognitionId: reward.recognitionId ?? null,
    name: reward.name,
    description: reward.description ?? null,
    pointsCost: reward.pointsCost,
  }));
}

const CARD_STATUSES: Readonly<Record<string, LoyaltyCard['status']>> = { ACTIVE: 'active', LOST: 'lost' };

export function toLoyaltyCards(cards: readonly ProviderCard[]): LoyaltyCard[] {
  return cards.map((card) => ({
    code: card.cardCode,
    status: CARD_STATUSES[card.status.toUpperCase()] ?? 'other',
    isPrimary: card.isPrimary,
  }));
}

/** An amount the provider gives in cents (the currency's minor unit) as Money. */
export function moneyOfCents(cents: number, currency: string): Money {
  return { amount: cents / 100, currency: currency.toUpperCase() };
}
