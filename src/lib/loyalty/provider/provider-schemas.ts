import { z } from 'zod';
import { BRAND_FILM_IDS_FIELD, PEACH_SUCCESS, SUCCESS_STATUS_CODES } from './provider-constants.ts';

// Raw provider shapes (Provider*). The member layer (../member) and the session flows (../session)
// convert them to our own types; screens never see them (STYLE "Convert at the boundary"). Provider
// answers are open-ended, so the schemas are loose and read only the fields §3.8–§3.10 name, plus
// the ones the member area shows.

const optionalString = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .catch(undefined);
const optionalNumber = z.number().nullish().catch(undefined);

/** §3.9 generic fields read from any answer. */
export const providerResponseSchema = z.looseObject({
  peachCode: optionalNumber,
  statusCode: optionalNumber,
  clientErrorMessage: z.string().nullish().catch(undefined),
  userSessionId: optionalString,
  orderId: optionalString,
  hasUserName: z.boolean().nullish().catch(undefined),
  clubId: optionalString,
});
export type ProviderResponse = z.infer<typeof providerResponseSchema>;

export const providerBalanceSchema = z.looseObject({
  balanceTypeId: optionalString,
  name: z.string().catch('POINTS'),
  pointsRemaining: z.number().catch(0),
});

export const providerMemberDetailsSchema = z.looseObject({
  memberId: optionalString,
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  email: z.string().catch(''),
  userName: z.string().nullish().catch(undefined),
  mobilePhone: z.string().nullish().catch(undefined),
  cardNumber: z.string().nullish().catch(undefined),
  clubId: optionalString,
  clubName: z.string().nullish().catch(undefined),
  memberLevelId: optionalNumber,
  memberLevelName: z.string().nullish().catch(undefined),
  memberExpiry: z.string().nullish().catch(undefined),
  balanceList: z.array(providerBalanceSchema).catch([]).default([]),
});
export type ProviderMemberDetails = z.infer<typeof providerMemberDetailsSchema>;

/** §3.9 sessionManagementTokens. */
export const providerSessionTokensSchema = z.looseObject({
  boxofficeSessionToken: z.string().min(1),
  boxofficeRefreshSessionToken: z.string().min(1),
});

export const providerAuthResponseSchema = providerResponseSchema.extend({
  memberDetails: providerMemberDetailsSchema.nullish().catch(undefined),
  sessionManagementTokens: providerSessionTokensSchema.nullish().catch(undefined),
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

// ---------------------------------------------------------------------------------------------
// History, rewards, cards, favourites, gift cards: the fields the member area shows.

export const providerOrderSchema = z.looseObject({
  orderId: optionalString,
  bookingId: optionalString,
  orderDate: z.string().catch(''),
  cinemaId: optionalString,
  cinemaName: z.string().nullish().catch(undefined),
  filmTitle: z.string().nullish().catch(undefined),
  sessionDateTime: z.string().nullish().catch(undefined),
  totalValueCents: z.number().catch(0),
  pointsEarned: z.number().catch(0),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;
export const providerOrderHistorySchema = providerResponseSchema.extend({
  orders: z.array(providerOrderSchema).catch([]).default([]),
});

export const providerTransactionSchema = z.looseObject({
  transactionId: optionalString,
  transactionDate: z.string().catch(''),
  description: z.string().catch(''),
  pointsEarned: z.number().catch(0),
  pointsRedeemed: z.number().catch(0),
  cinemaName: z.string().nullish().catch(undefined),
});
export type ProviderTransaction = z.infer<typeof providerTransactionSchema>;
export const providerTransactionHistorySchema = providerResponseSchema.extend({
  transactions: z.array(providerTransactionSchema).catch([]).default([]),
});

export const providerRewardSchema = z.looseObject({
  recognitionId: optionalString,
  itemId: optionalString,
  name: z.string().catch(''),
  description: z.string().nullish().catch(undefined),
  pointsCost: z.number().catch(0),
  qtyAvailable: z.number().nullish().catch(undefined),
});
export type ProviderReward = z.infer<typeof providerRewardSchema>;
export const providerRewardsSchema = providerResponseSchema.extend({
  rewards: z.array(providerRewardSchema).catch([]).default([]),
});

export const providerCardSchema = z.looseObject({
  cardCode: z.string().catch(''),
  status: z.string().catch(''),
  isPrimary: z.boolean().catch(false),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;
export const providerCardsSchema = providerResponseSchema.extend({
  cards: z.array(providerCardSchema).catch([]).default([]),
});

export const providerGiftCardBalanceSchema = providerResponseSchema.extend({
  balanceInCents: z.number().nullish().catch(undefined),
  currency: z.string().nullish().catch(undefined),
  expiryDate: z.string().nullish().catch(undefined),
});

/** §3.10 favourite cinema. */
export const providerFavoriteCinemaSchema = z.looseObject({
  boxofficeCinemaId: z.union([z.string(), z.number().transform(String)]),
  subscribeToNewsletter: z.boolean().catch(false),
});
export type ProviderFavoriteCinema = z.infer<typeof providerFavoriteCinemaSchema>;
export const providerFavoriteCinemasSchema = providerResponseSchema.extend({
  favoriteCinemas: z.array(providerFavoriteCinemaSchema).catch([]).default([]),
});

/** §3.10: externalFilmIds, or brand-prefixed numeric ids converted to strings. */
export const providerFavoriteFilmsSchema = providerResponseSchema.extend({
  externalFilmIds: z
    .array(z.union([z.string(), z.number().transform(String)]))
    .nullish()
    .catch(undefined),
  [BRAND_FILM_IDS_FIELD]: z
    .array(z.union([z.number(), z.string()]).transform(String))
    .nullish()
    .catch(undefined),
});
export type ProviderFavoriteFilms = z.infer<typeof providerFavoriteFilmsSchema>;

export const providerEVoucherConcessionsSchema = providerResponseSchema.extend({
  concessions: z
    .array(
      z.looseObject({
        id: optionalString,
        description: z.string().catch(''),
        priceInCents: z.number().catch(0),
      }),
    )
    .catch([])
    .default([]),
});

/** §3.12 membership list: the first item of listConcessionGrouping[0].items. */
export const providerMembershipListSchema = providerResponseSchema.extend({
  listConcessionGrouping: z
    .array(
      z.looseObject({
        items: z
          .array(
            z.looseObject({
              code: optionalString,
              memberLevelId: optionalNumber,
              cost: optionalNumber,
              quantity: optionalNumber,
              isLoyaltyMembershipActivation: z.boolean().nullish().catch(undefined),
            }),
          )
          .catch([])
          .default([]),
      }),
    )
    .catch([])
    .default([]),
});

// ---------------------------------------------------------------------------------------------
// The editable profile in memberDetails (§3.8, §3.11): preference flags travel as the strings
// "True" / "False", and some providers answer with booleans or 1 / 0.

const flagSchema = z.union([z.boolean(), z.string(), z.number()]).nullish().catch(undefined);
const textSchema = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .catch(undefined);

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
  isLoyaltyMember: z.boolean().nullish().catch(undefined),
  membershipStatus: z.string().nullish().catch(undefined),
  balanceList: z.array(z.unknown()).nullish().catch(undefined),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

// ---------------------------------------------------------------------------------------------
// §7.3 redemption and rewards balance, §7.9 payment portal.

export const providerPortalSessionSchema = z.looseObject({
  url: z.string().nullish().catch(undefined),
  portalUrl: z.string().nullish().catch(undefined),
});

export const providerRedemptionSchema = z.looseObject({
  pointsRemaining: z.number().nullish().catch(undefined),
  voucherCode: z.string().nullish().catch(undefined),
});

export const providerRewardsBalanceSchema = z.looseObject({ pointsBalance: z.number().nullish().catch(undefined) });
