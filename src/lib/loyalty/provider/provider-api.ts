import type * as z from 'zod/mini';
import {
  callCypher,
  type CypherCall,
  type CypherResult,
  type EnvelopeClientOptions,
  type JsonObject,
} from './envelope-client.ts';
import type { LoyaltySiteContext } from '../loyalty-config.ts';
import {
  BRAND_FILM_ID_FIELD,
  MEMBERSHIP_ACTIVATION,
  V3_CINEMA_PARAM,
  V3_CIRCUIT_PARAM,
  type WalletProvider,
} from './provider-constants.ts';
import {
  isProviderSuccess,
  providerAuthResponseSchema,
  providerCardsSchema,
  providerEVoucherConcessionsSchema,
  providerFavoriteCinemasSchema,
  providerFavoriteFilmsSchema,
  providerGiftCardBalanceSchema,
  providerMembershipListSchema,
  providerOrderHistorySchema,
  providerResponseSchema,
  providerRewardsSchema,
  providerTransactionHistorySchema,
} from './provider-schemas.ts';
import { buildRoute, PROVIDER_ROUTES, type ProviderRoute, type RouteId, type RouteParams } from './route-table.ts';

// A typed function for every §7 call, answering the provider's own shapes: a call of both generations takes the
// site's version's route (§3.6), the others refuse the wrong one. Screens use the member layer (../member).

/** The outcome of one provider call, with the §3.9 success rule already applied. */
export interface ProviderAnswer<Data> {
  readonly ok: boolean;
  readonly httpStatus: number;
  readonly peachCode: number | null;
  readonly statusCode: number | null;
  readonly clientErrorMessage: string | null;
  readonly data: Data;
}

export class UnsupportedInVersionError extends Error {
  constructor(operation: string, version: number) {
    super(`${operation} is not a call of API version ${version} (§7)`);
    this.name = 'UnsupportedInVersionError';
  }
}

export type CypherSender = (call: CypherCall) => Promise<CypherResult>;

/** An answer no schema can read, not even as an empty one: failed like an unreadable network answer (§8.3). */
export class UnreadableAnswerError extends Error {
  constructor(routeId: string) {
    super(`Provider answer of ${routeId} is unreadable`);
    this.name = 'UnreadableAnswerError';
  }
}

function isJsonObject(body: unknown): body is JsonObject {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The caller's token (the server), or undefined where the gateway adds the HttpOnly cookie's (the browser). */
export type MemberToken = string | undefined;

/** A call that needs the member's session was about to go without one (a programming error). */
export class MissingSessionError extends Error {
  constructor(routeId: string) {
    super(`${routeId} needs the member's session token (§6)`);
    this.name = 'MissingSessionError';
  }
}

export interface ProviderApiOptions extends EnvelopeClientOptions {
  /** §3.7: the gateway adds the token from the HttpOnly cookie, so session calls may go without one. */
  readonly sessionFromCookie?: boolean;
  /** Replaces the envelope transport altogether (tests, server-side callers). */
  readonly send?: CypherSender;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** §3.11 member create payload defaults; the user's fields override them. */
export function buildMemberCreatePayload(fields: JsonObject & { clubId?: string; username: string }): JsonObject {
  return {
    memberId: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    pickupCinemaId: null,
    preferredCinemaId: null,
    preferenceList: null,
    memberItemId: null,
    nationalId: null,
    memberCardNumber: null,
    maritalStatus: '',
    sendNewsletter: 'False',
    wishToReceiveSMS: 'False',
    contactByThirdParty: 'False',
    newsletterFrequency: '-1',
    houseSize: 0,
    memberLevelId: 0,
    preferredCinemaList: [],
    preferredGenres: [],
    updatePreferences: false,
    ...fields,
  };
}

export function createProviderApi(context: LoyaltySiteContext, options: ProviderApiOptions = {}) {
  const send: CypherSender = options.send ?? ((call) => callCypher(call, options));
  const sessionFromCookie = options.sessionFromCookie ?? false;
  const isVersion3 = context.version === 3;
  // The circuit under its generation's parameter name; {bc} and {bcin} of §7 for the calls only version 3 has.
  const circuit = isVersion3 ? { [V3_CIRCUIT_PARAM]: context.circuitId } : { circuitId: context.circuitId };
  const circuitV3 = { [V3_CIRCUIT_PARAM]: context.circuitId };
  const cinemaV3 = { [V3_CINEMA_PARAM]: context.cinemaId };

  function requireVersion(operation: string, version: 1 | 3): void {
    if (context.version !== version) throw new UnsupportedInVersionError(operation, context.version);
  }

  async function run<Schema extends z.ZodMiniType>(
    id: RouteId,
    params: RouteParams,
    schema: Schema,
    extra: Omit<CypherCall, 'method' | 'route' | 'responseFormat'> = {},
  ): Promise<ProviderAnswer<z.infer<Schema>>> {
    const spec: ProviderRoute = PROVIDER_ROUTES[id];
    if (spec.token === 'session' && !extra.sessionToken && !sessionFromCookie) throw new MissingSessionError(id);
    const result = await send({ method: spec.method, route: buildRoute(id, params), responseFormat: 'json', ...extra });
    // A non-object answer (an HTML error page) reads as an empty one, never a success (§3.9). The lenient
    // schemas read any object, so one that fails is a broken answer, not handed on unread.
    const body = isJsonObject(result.body) ? result.body : {};
    const base = providerResponseSchema.parse(body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UnreadableAnswerError(id);
    return {
      ok: result.status >= 200 && result.status < 300 && isJsonObject(result.body) && isProviderSuccess(base),
      httpStatus: result.status,
      peachCode: base.peachCode ?? null,
      statusCode: base.statusCode ?? null,
      clientErrorMessage: base.clientErrorMessage ?? null,
      data: parsed.data,
    };
  }

  async function raw(id: RouteId, params: RouteParams, sessionToken: MemberToken): Promise<string> {
    const spec: ProviderRoute = PROVIDER_ROUTES[id];
    if (spec.token === 'session' && !sessionToken && !sessionFromCookie) throw new MissingSessionError(id);
    const result = await send({
      method: spec.method,
      route: buildRoute(id, params),
      responseFormat: 'raw',
      ...(sessionToken ? { sessionToken } : {}),
    });
    return typeof result.body === 'string' ? result.body : '';
  }

  /** A file answer (§7.9 an Apple Wallet pass): its bytes and media type, or null for a refusal. */
  async function file(
    id: RouteId,
    params: RouteParams,
    sessionToken: MemberToken,
  ): Promise<{ bytes: Uint8Array; type: string } | null> {
    const spec: ProviderRoute = PROVIDER_ROUTES[id];
    if (spec.token === 'session' && !sessionToken && !sessionFromCookie) throw new MissingSessionError(id);
    const result = await send({
      method: spec.method,
      route: buildRoute(id, params),
      responseFormat: 'blob',
      ...(sessionToken ? { sessionToken } : {}),
    });
    if (result.status !== 200 || !(result.body instanceof Blob)) return null;
    return { bytes: new Uint8Array(await result.body.arrayBuffer()), type: result.body.type };
  }

  const withToken = (token: MemberToken): { sessionToken?: string } => (token ? { sessionToken: token } : {});

  return {
    context,

    // §7.2, §4.2 Login
    login(credentials: Credentials, captchaResponse?: string) {
      return run(isVersion3 ? 'loginV3' : 'loginV1', circuit, providerAuthResponseSchema, {
        payload: { email: credentials.email, password: credentials.password },
        ...(captchaResponse !== undefined ? { captchaResponse } : {}),
      });
    },
    // §7.2, §4.1 Refresh with the refresh-token header
    refreshLogin(refreshToken: string) {
      return run(isVersion3 ? 'refreshLoginV3' : 'refreshLoginV1', circuit, providerAuthResponseSchema, {
        refreshToken,
      });
    },
    /** §4.3: version 1 logs out with the token; version 3 cancels the order of the refresh token. */
    logout(session: { token: string; refreshToken: string; userSessionId?: string }) {
      return isVersion3
        ? run('logoutV3', { ...circuitV3, ...cinemaV3 }, providerResponseSchema, {
            sessionToken: session.token,
            payload: { cancelAssociatedOrder: true, userSessionId: session.refreshToken },
          })
        : run('logoutV1', circuit, providerResponseSchema, {
            sessionToken: session.token,
            payload: { userSessionId: session.userSessionId ?? null },
          });
    },
    /** §7.5 GetMember with the token header; §4.2 token validation is this call. */
    getMember(token: MemberToken) {
      return run(isVersion3 ? 'getMemberV3' : 'getMemberV1', circuit, providerAuthResponseSchema, withToken(token));
    },
    /** §7.5 GetMember, the userSessionId variant. */
    getMemberBySessionId(userSessionId: string) {
      return run(isVersion3 ? 'getMemberV3' : 'getMemberV1', { ...circuit, userSessionId }, providerAuthResponseSchema);
    },

    // §7.3 History and rewards
    orderHistory(token: MemberToken, maxResults?: number) {
      return run(
        isVersion3 ? 'orderHistoryV3' : 'orderHistoryV1',
        { ...circuit, maxResults },
        providerOrderHistorySchema,
        {
          ...withToken(token),
        },
      );
    },
    transactionHistory(token: MemberToken, maxResults?: number) {
      // §7.3: the version 3 call takes no maxResults.
      const params = isVersion3 ? circuit : { ...circuit, maxResults };
      return run(
        isVersion3 ? 'transactionHistoryV3' : 'transactionHistoryV1',
        params,
        providerTransactionHistorySchema,
        {
          ...withToken(token),
        },
      );
    },
    /** §7.3 v1 GetItemsAvailableToValidatedLoyaltyMember, v3 RewardsListing. */
    rewards(token: MemberToken) {
      return isVersion3
        ? run('rewardsListingV3', cinemaV3, providerRewardsSchema, withToken(token))
        : run('itemsAvailableV1', { circuitId: context.circuitId }, providerRewardsSchema, withToken(token));
    },
    orderLoyaltyItem(token: MemberToken, item: { recognitionId: string; quantity: number }) {
      requireVersion('orderLoyaltyItem', 3);
      return run('orderLoyaltyItemV3', cinemaV3, providerResponseSchema, { ...withToken(token), payload: item });
    },
    /** §7.3: "sent without token". */
    confirmItemRedemption(body: { orderId: string }) {
      requireVersion('confirmItemRedemption', 3);
      return run('confirmItemRedemptionV3', { ...circuitV3, ...cinemaV3 }, providerResponseSchema, { payload: body });
    },

    // §7.4 Gift cards and membership activation
    checkGiftCardBalance(card: { cardNumber: string; pin?: string }, captchaResponse?: string) {
      return run('checkGiftCardBalance', { cinemaId: context.cinemaId }, providerGiftCardBalanceSchema, {
        payload: card,
        ...(captchaResponse !== undefined ? { captchaResponse } : {}),
      });
    },
    getMembershipList(token?: MemberToken) {
      return run(
        'getMembershipList',
        { cinemaId: context.cinemaId, circuitId: context.circuitId },
        providerMembershipListSchema,
        withToken(token),
      );
    },
    setMemberToActivateOnComplete(
      fields: JsonObject & { memberItemId: string; memberLevelId?: number },
      token?: MemberToken,
    ) {
      return run('setMemberToActivateOnComplete', { circuitId: context.circuitId }, providerResponseSchema, {
        ...withToken(token),
        payload: {
          ...fields,
          memberLevelId: fields.memberLevelId ?? MEMBERSHIP_ACTIVATION.defaultMemberLevelId,
          clubId: context.clubId,
        },
      });
    },
    /** §3.12 AddMembership: the concession costs 0, quantity 1. */
    addMembership(
      order: { userSessionId: string; emailAddress: string; mobile: string; itemCode: string },
      token?: MemberToken,
    ) {
      return run('addMembership', { cinemaId: context.cinemaId }, providerResponseSchema, {
        ...withToken(token),
        payload: {
          userSessionId: order.userSessionId,
          cinemaId: context.cinemaId,
          emailAddress: order.emailAddress,
          mobile: order.mobile,
          concessions: [
            { itemId: order.itemCode, cost: MEMBERSHIP_ACTIVATION.cost, quantity: MEMBERSHIP_ACTIVATION.quantity },
          ],
        },
      });
    },
    /** §3.12 CompletePayment of a zero amount for a new member. */
    completePayment(
      order: { orderId: string; firstName: string; lastName: string; email: string },
      token?: MemberToken,
    ) {
      return run(
        'completePayment',
        { circuitId: context.circuitId, cinemaId: context.cinemaId },
        providerResponseSchema,
        {
          ...withToken(token),
          payload: {
            QueryString: null,
            PostValues: null,
            PostValuesModel: null,
            OtherPayments: null,
            IsNewMember: true,
            AmountPaidPaymentProvider: 0,
            OrderId: order.orderId,
            Customer: { FirstName: order.firstName, LastName: order.lastName, Email: order.email },
          },
        },
      );
    },

    // §7.5 Account
    createMember(fields: JsonObject & { username: string; password: string }) {
      return run(isVersion3 ? 'createV3' : 'createV1', circuit, providerAuthResponseSchema, {
        payload: buildMemberCreatePayload({ clubId: context.clubId, ...fields }),
      });
    },
    editMember(fields: JsonObject, token?: MemberToken) {
      // §7.5: version 3 edits need the member's token, the caller's or the cookie's the gateway adds.
      if (isVersion3 && !token && !sessionFromCookie)
        throw new UnsupportedInVersionError('editMember without a token', 3);
      return run(isVersion3 ? 'editV3' : 'editV1', circuit, providerAuthResponseSchema, {
        ...withToken(token),
        payload: fields,
      });
    },
    usernameReminder(email: string) {
      requireVersion('usernameReminder', 1);
      return run('usernameReminderV1', { circuitId: context.circuitId, email }, providerResponseSchema);
    },
    memberSearch(fields: { email: string; cardNumber?: string }) {
      requireVersion('memberSearch', 1);
      return run('memberSearchV1', { circuitId: context.circuitId }, providerAuthResponseSchema, { payload: fields });
    },
    getValidatedMember(token: MemberToken) {
      requireVersion('getValidatedMember', 1);
      return run(
        'getValidatedMemberV1',
        { circuitId: context.circuitId, cinemaId: context.cinemaId },
        providerAuthResponseSchema,
        withToken(token),
      );
    },
    startRegistration(fields: JsonObject) {
      requireVersion('startRegistration', 1);
      return run(
        'startRegistrationV1',
        { circuitId: context.circuitId, cinemaId: context.cinemaId },
        providerResponseSchema,
        { payload: fields },
      );
    },
    sendMemberActivationCode(fields: { email: string; cardNumber?: string; phoneNumber?: string }) {
      requireVersion('sendMemberActivationCode', 3);
      return run('sendMemberActivationCodeV3', circuitV3, providerResponseSchema, { payload: fields });
    },
    /** §7.5 Delete: empty memberId value, the member comes from the token header. */
    deleteMember(token: MemberToken) {
      requireVersion('deleteMember', 3);
      return run('deleteMemberV3', { ...circuitV3, memberId: '' }, providerResponseSchema, withToken(token));
    },

    // §7.6 Password reset
    getResetPasswordCode(request: { emailAddress: string; rootUrl: string; resetPasswordLink: string }) {
      return isVersion3
        ? run('getResetPasswordCodeV3', { ...circuitV3, ...cinemaV3, ...request }, providerResponseSchema)
        : run(
            'getResetPasswordCodeV1',
            { circuitId: context.circuitId, cinemaId: context.cinemaId, ...request },
            providerResponseSchema,
          );
    },
    validatePasswordResetCode(request: { emailAddress: string; resetCode: string }) {
      requireVersion('validatePasswordResetCode', 1);
      return run(
        'validatePasswordResetCodeV1',
        { circuitId: context.circuitId, cinemaId: context.cinemaId, ...request },
        providerResponseSchema,
      );
    },
    /** §3.13: version 3 adds an empty membershipId. */
    resetPassword(request: { password: string; resetCode: string }) {
      return isVersion3
        ? run('resetPasswordV3', { ...circuitV3, ...cinemaV3 }, providerResponseSchema, {
            payload: { ...request, membershipId: '' },
          })
        : run('resetPasswordV1', { circuitId: context.circuitId, cinemaId: context.cinemaId }, providerResponseSchema, {
            payload: request,
          });
    },

    // §7.7 Loyalty cards
    getCards(token: MemberToken) {
      requireVersion('getCards', 3);
      return run('getCardsV3', circuitV3, providerCardsSchema, withToken(token));
    },
    /** §5: the card code is upper-cased before sending. */
    addCard(token: MemberToken, cardCode: string) {
      requireVersion('addCard', 3);
      return run('addCardV3', circuitV3, providerCardsSchema, {
        ...withToken(token),
        payload: { cardCode: cardCode.toUpperCase() },
      });
    },
    deleteCard(token: MemberToken, cardCode: string) {
      return run(isVersion3 ? 'deleteCardV3' : 'deleteCardV1', circuit, providerCardsSchema, {
        ...withToken(token),
        payload: { cardCode: cardCode.toUpperCase() },
      });
    },
    reportLostCard(token: MemberToken) {
      requireVersion('reportLostCard', 3);
      return run('reportLostCardV3', { ...circuitV3, ...cinemaV3 }, providerCardsSchema, withToken(token));
    },

    // §7.8 Favourites (version 3 only, §5 "Favourite-cinema operations")
    getFavoriteFilms(token: MemberToken) {
      requireVersion('getFavoriteFilms', 3);
      return run('getFavoriteFilmsV3', circuitV3, providerFavoriteFilmsSchema, withToken(token));
    },
    /** §3.10: externalFilmId plus its brand-prefixed twin carrying the same value. */
    addFavoriteFilm(token: MemberToken, filmId: string) {
      requireVersion('addFavoriteFilm', 3);
      return run('addFavoriteFilmV3', circuitV3, providerFavoriteFilmsSchema, {
        ...withToken(token),
        payload: { externalFilmId: filmId, [BRAND_FILM_ID_FIELD]: filmId },
      });
    },
    removeFavoriteFilm(token: MemberToken, filmId: string) {
      requireVersion('removeFavoriteFilm', 3);
      return run('removeFavoriteFilmV3', circuitV3, providerFavoriteFilmsSchema, {
        ...withToken(token),
        payload: { externalFilmId: filmId, [BRAND_FILM_ID_FIELD]: filmId },
      });
    },
    getFavoriteCinemas(token: MemberToken) {
      requireVersion('getFavoriteCinemas', 3);
      return run('getFavoriteCinemasV3', circuitV3, providerFavoriteCinemasSchema, withToken(token));
    },
    /** §7.8: adding subscribes to the newsletter. */
    addFavoriteCinema(token: MemberToken, cinemaId: string) {
      requireVersion('addFavoriteCinema', 3);
      return run('addFavoriteCinemaV3', circuitV3, providerFavoriteCinemasSchema, {
        ...withToken(token),
        payload: { favoriteCinemas: { boxofficeCinemaId: cinemaId, subscribeToNewsletter: true } },
      });
    },
    /** §7.8 "Updating subscriptions sends favoriteCinemas as a list". */
    updateFavoriteCinemaSubscriptions(
      token: MemberToken,
      cinemas: readonly { cinemaId: string; subscribeToNewsletter: boolean }[],
    ) {
      requireVersion('updateFavoriteCinemaSubscriptions', 3);
      return run('addFavoriteCinemaV3', circuitV3, providerFavoriteCinemasSchema, {
        ...withToken(token),
        payload: {
          favoriteCinemas: cinemas.map((cinema) => ({
            boxofficeCinemaId: cinema.cinemaId,
            subscribeToNewsletter: cinema.subscribeToNewsletter,
          })),
        },
      });
    },
    removeFavoriteCinema(token: MemberToken, cinemaId: string) {
      requireVersion('removeFavoriteCinema', 3);
      return run('removeFavoriteCinemaV3', circuitV3, providerFavoriteCinemasSchema, {
        ...withToken(token),
        payload: { boxofficeCinemaId: cinemaId },
      });
    },

    // §7.9 Other member calls
    getEVoucherConcessions(token: MemberToken) {
      return run('getAllEVoucherConcessions', { cinemaId: context.cinemaId }, providerEVoucherConcessionsSchema, {
        ...withToken(token),
      });
    },
    getPaymentProviderPortalSession(token: MemberToken, body: { returnUrl: string }) {
      return run(
        'getPaymentProviderPortalSession',
        { circuitId: context.circuitId, cinemaId: context.cinemaId },
        providerResponseSchema,
        { ...withToken(token), payload: body },
      );
    },
    /** §7.9: the signed pass token, as raw text. */
    walletLoyaltyCard(token: MemberToken, walletProvider: WalletProvider, cardNumber: string) {
      return raw(
        'walletLoyaltyCard',
        { walletProvider, circuitId: context.circuitId, cardNumber, fullJwt: 'true' },
        token,
      );
    },
    walletETicket(token: MemberToken, walletProvider: WalletProvider, bookingId: string) {
      return raw('walletETicket', { walletProvider, circuitId: context.circuitId, bookingId, fullJwt: 'true' }, token);
    },
    /** §7.9 the same routes when the wallet takes the pass file itself (Apple Wallet's .pkpass). */
    walletPassFile(
      token: MemberToken,
      walletProvider: WalletProvider,
      pass: { kind: 'card'; cardNumber: string } | { kind: 'eTicket'; bookingId: string },
    ) {
      return pass.kind === 'card'
        ? file(
            'walletLoyaltyCard',
            { walletProvider, circuitId: context.circuitId, cardNumber: pass.cardNumber, fullJwt: 'true' },
            token,
          )
        : file(
            'walletETicket',
            { walletProvider, circuitId: context.circuitId, bookingId: pass.bookingId, fullJwt: 'true' },
            token,
          );
    },
  };
}

export type ProviderApi = ReturnType<typeof createProviderApi>;
