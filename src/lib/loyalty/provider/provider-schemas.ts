import * as z from 'zod/mini';
import { BRAND_FILM_IDS_FIELD, PEACH_SUCCESS, SUCCESS_STATUS_CODES } from './provider-constants.ts';

// Raw provider shapes, converted to our own types by ../member and ../session. Answers are open-ended, so the
// schemas are loose and read only the fields §3.8–§3.10 name and the member area shows.
// Why zod/mini: docs/decisions/0010-browser-schemas-on-zod-mini.md

/** A field read if present and of the right type, else left out (never a reason to refuse an answer). */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.nullish(schema), undefined as z.output<T> | null | undefined);
}

/** A list read if present, else empty; items that do not read make the list empty. */
function listOf<T extends z.ZodMiniType>(item: T) {
  return z._default(z.catch(z.array(item), [] as z.output<T>[]), [] as z.output<T>[]);
}

/** A number the provider may send as a string or a number, read as a string. */
const stringOrNumber = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

const optionalString = lenient(stringOrNumber);
const optionalNumber = lenient(z.number());

/** §3.9 generic fields read from any answer. */
export const providerResponseSchema = z.looseObject({
  peachCode: optionalNumber,
  statusCode: optionalNumber,
  clientErrorMessage: lenient(z.string()),
  userSessionId: optionalString,
  orderId: optionalString,
  hasUserName: lenient(z.boolean()),
  clubId: optionalString,
});
export type ProviderResponse = z.infer<typeof providerResponseSchema>;

export const providerBalanceSchema = z.looseObject({
  balanceTypeId: optionalString,
  name: z.catch(z.string(), 'POINTS'),
  pointsRemaining: z.catch(z.number(), 0),
});

export const providerMemberDetailsSchema = z.looseObject({
  memberId: optionalString,
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  userName: lenient(z.string()),
  mobilePhone: lenient(z.string()),
  cardNumber: lenient(z.string()),
  clubId: optionalString,
  clubName: lenient(z.string()),
  memberLevelId: optionalNumber,
  memberLevelName: lenient(z.string()),
  memberExpiry: lenient(z.string()),
  balanceList: listOf(providerBalanceSchema),
});
export type ProviderMemberDetails = z.infer<typeof providerMemberDetailsSchema>;

/** §3.9 sessionManagementTokens. */
export const providerSessionTokensSchema = z.looseObject({
  boxofficeSessionToken: z.string().check(z.minLength(1)),
  boxofficeRefreshSessionToken: z.string().check(z.minLength(1)),
});

export const providerAuthResponseSchema = z.extend(providerResponseSchema, {
  memberDetails: lenient(providerMemberDetailsSchema),
  sessionManagementTokens: lenient(providerSessionTokensSchema),
  memberId: optionalString,
  encryptedSessionId: optionalString,
});
export type ProviderAuthResponse = z.infer<typeof providerAuthResponseSchema>;

/** §3.9: success is peachCode 0 and statusCode 0 or 200, where each is present. */
export function isProviderSuccess(response: ProviderResponse): boolean {
  const peachOk = response.peachCode == null || response.peachCode === PEACH_SUCCESS;
  const statusOk = response.statusCode == null || SUCCESS_STATUS_CODES.includes(response.statusCode);
  return peachOk && statusOk && (response.peachCode != null || response.statusCode != null);
}

// History, rewards, cards, favourites, gift cards: the fields the member area shows.

export const providerOrderSchema = z.looseObject({
  orderId: optionalString,
  bookingId: optionalString,
  orderDate: z.catch(z.string(), ''),
  cinemaId: optionalString,
  cinemaName: lenient(z.string()),
  filmTitle: lenient(z.string()),
  sessionDateTime: lenient(z.string()),
  totalValueCents: z.catch(z.number(), 0),
  pointsEarned: z.catch(z.number(), 0),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;
export const providerOrderHistorySchema = z.extend(providerResponseSchema, {
  orders: listOf(providerOrderSchema),
});

export const providerTransactionSchema = z.looseObject({
  transactionId: optionalString,
  transactionDate: z.catch(z.string(), ''),
  description: z.catch(z.string(), ''),
  pointsEarned: z.catch(z.number(), 0),
  pointsRedeemed: z.catch(z.number(), 0),
  cinemaName: lenient(z.string()),
});
export type ProviderTransaction = z.infer<typeof providerTransactionSchema>;
export const providerTransactionHistorySchema = z.extend(providerResponseSchema, {
  transactions: listOf(providerTransactionSchema),
});

export const providerRewardSchema = z.looseObject({
  recognitionId: optionalString,
  itemId: optionalString,
  name: z.catch(z.string(), ''),
  description: lenient(z.string()),
  pointsCost: z.catch(z.number(), 0),
  qtyAvailable: lenient(z.number()),
});
export type ProviderReward = z.infer<typeof providerRewardSchema>;
export const providerRewardsSchema = z.extend(providerResponseSchema, {
  rewards: listOf(providerRewardSchema),
});

export const providerCardSchema = z.looseObject({
  cardCode: z.catch(z.string(), ''),
  status: z.catch(z.string(), ''),
  isPrimary: z.catch(z.boolean(), false),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;
export const providerCardsSchema = z.extend(providerResponseSchema, {
  cards: listOf(providerCardSchema),
});

export const providerGiftCardBalanceSchema = z.extend(providerResponseSchema, {
  balanceInCents: lenient(z.number()),
  currency: lenient(z.string()),
  expiryDate: lenient(z.string()),
});

/** §3.10 favourite cinema. */
export const providerFavoriteCinemaSchema = z.looseObject({
  boxofficeCinemaId: stringOrNumber,
  subscribeToNewsletter: z.catch(z.boolean(), false),
});
export type ProviderFavoriteCinema = z.infer<typeof providerFavoriteCinemaSchema>;
export const providerFavoriteCinemasSchema = z.extend(providerResponseSchema, {
  favoriteCinemas: listOf(providerFavoriteCinemaSchema),
});

/** §3.10: externalFilmIds, or brand-prefixed numeric ids converted to strings. */
export const providerFavoriteFilmsSchema = z.extend(providerResponseSchema, {
  externalFilmIds: lenient(z.array(stringOrNumber)),
  [BRAND_FILM_IDS_FIELD]: lenient(z.array(z.pipe(z.union([z.number(), z.string()]), z.transform(String)))),
});
export type ProviderFavoriteFilms = z.infer<typeof providerFavoriteFilmsSchema>;

export const providerEVoucherConcessionsSchema = z.extend(providerResponseSchema, {
  concessions: listOf(
    z.looseObject({
      id: optionalString,
      description: z.catch(z.string(), ''),
      priceInCents: z.catch(z.number(), 0),
    }),
  ),
});

/** §3.12 membership list: the first item of listConcessionGrouping[0].items. */
export const providerMembershipListSchema = z.extend(providerResponseSchema, {
  listConcessionGrouping: listOf(
    z.looseObject({
      items: listOf(
        z.looseObject({
          code: optionalString,
          memberLevelId: optionalNumber,
          cost: optionalNumber,
          quantity: optionalNumber,
          isLoyaltyMembershipActivation: lenient(z.boolean()),
        }),
      ),
    }),
  ),
});

// The editable profile in memberDetails (§3.8, §3.11): preference flags travel as the strings
// "True" / "False", and some providers answer with booleans or 1 / 0.

const flagSchema = lenient(z.union([z.boolean(), z.string(), z.number()]));
const textSchema = lenient(stringOrNumber);

export const providerProfileSchema = z.looseObject({
  memberId: textSchema,
  firstName: textSchema,
  lastName: textSchema,
  email: textSchema,
  mobilePhone: textSchema,
  phoneNumber: textSchema,
  zipCode: textSchema,
  sendNewsletter: flagSchema,
  wishToReceiveSMS: flagSchema,
  contactByThirdParty: flagSchema,
  isLoyaltyMember: lenient(z.boolean()),
  membershipStatus: lenient(z.string()),
  balanceList: lenient(z.array(z.unknown())),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

// §7.3 redemption and rewards balance, §7.9 payment portal.

export const providerPortalSessionSchema = z.looseObject({
  url: lenient(z.string()),
  portalUrl: lenient(z.string()),
});

export const providerRedemptionSchema = z.looseObject({
  pointsRemaining: lenient(z.number()),
  voucherCode: lenient(z.string()),
});

export const providerRewardsBalanceSchema = z.looseObject({ pointsBalance: lenient(z.number()) });
