import { processEventLog } from '../../log/event-log.ts';
import type { LoyaltySiteContext } from '../loyalty-config.ts';
import { CypherGatewayError, retryAfterSecondsOf, type EnvelopeClientOptions } from '../provider/envelope-client.ts';
import { createProviderApi, type CypherSender, type ProviderAnswer } from '../provider/provider-api.ts';
import { LOYALTY_ERROR_CODES, LOYALTY_GENERIC_MESSAGES, type MessageLocale } from './error-catalogue.ts';
import { memberErrorOf, MemberError, type MemberErrorReason } from './member-error.ts';
import { memberFeatures } from './member-features.ts';
import {
  favoriteFilmIdsOf,
  moneyOfCents,
  toFavoriteCinemas,
  toLoyaltyCards,
  toMemberOrders,
  toMemberTransactions,
  toRewards,
} from './member-mapping.ts';
import { toMemberProfile, type MemberProfile, type ProfileChanges } from './member-profile.ts';
import {
  currencyOfCountry,
  eVoucherConcessionsOf,
  portalUrlOf,
  redemptionOutcome,
  rewardsBalanceOf,
} from './member-programme.ts';
import { ONLINE_ACCESS_ENDPOINT, parseOnlineAccessAnswer } from './member-search.ts';
import { activateLoyaltyMembership, type ActivationMember } from './membership-activation.ts';
import { meetsBoostPosComplexity, normalizeCardCode } from './member-text-input.ts';
import {
  buildResetPasswordLink,
  readResetCode,
  readResetEmail,
  shouldPostResetAfterValidation,
} from './password-reset.ts';
import { OFFERED_WALLETS, walletSaveUrl } from './wallet-pass.ts';
import type {
  EVoucher,
  FavoriteCinema,
  LoyaltyCard,
  LoyaltyJoinOutcome,
  MemberOrder,
  MemberTransaction,
  Money,
  OnlineAccessOutcome,
  RedemptionOutcome,
  Registration,
  RegistrationOutcome,
  ResetLink,
  Reward,
  RewardsListing,
  WalletPass,
} from './member-types.ts';

// Every §7 member call a screen makes, answering our own types or throwing a MemberError that already carries its §8
// message, so screens never see a provider shape or code. With session 'cookie' (the browser) the gateway adds the
// HttpOnly cookie's token (§3.7), so page JavaScript never holds it.

export interface MemberApiOptions extends EnvelopeClientOptions {
  readonly context: LoyaltySiteContext;
  readonly locale: MessageLocale;
  /** ISO 3166-1 alpha-2 of the site's country (§3.1): the currency of e-voucher prices. */
  readonly country: string;
  readonly session: 'cookie' | { readonly token: string };
  /** Replaces the envelope transport (tests). */
  readonly send?: CypherSender;
}

export function createMemberApi(options: MemberApiOptions) {
  const { context, locale, country } = options;
  const provider = createProviderApi(context, {
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
    ...(options.send !== undefined ? { send: options.send } : {}),
    sessionFromCookie: options.session === 'cookie',
  });
  const token = options.session === 'cookie' ? undefined : options.session.token;
  const features = memberFeatures({ provider: context.provider, version: context.version, includeWatchlist: true });
  const messages = { provider: context.provider, locale };

  /** §8.3 a call that could not be made or read: rethrown as an error carrying the message. */
  function unreachable(cause: unknown, fallback?: string): MemberError {
    if (cause instanceof MemberError) return cause;
    if (cause instanceof CypherGatewayError && cause.status === 429) {
      return MemberError.rateLimited(cause.retryAfterSeconds, locale);
    }
    return memberErrorOf(null, { ...messages, fallback, reason: 'unreachable' });
  }

  /** The answer of a call, or the MemberError of its refusal (§8.2 with `fallback` as step 4). */
  async function answerOf<Data>(
    call: () => Promise<ProviderAnswer<Data>>,
    fallback?: string,
    reasonOf?: (peachCode: number | null) => MemberErrorReason | undefined,
  ): Promise<Data> {
    let answer: ProviderAnswer<Data>;
    try {
      answer = await call();
    } catch (error) {
      throw unreachable(error, fallback);
    }
    if (answer.ok) return answer.data;
    const reason = reasonOf?.(answer.peachCode) ?? 'refused';
    throw memberErrorOf(answer, { ...messages, reason, ...(fallback !== undefined ? { fallback } : {}) });
  }

  const favoriteTheatersError = LOYALTY_GENERIC_MESSAGES.favoriteTheatersError[locale];
  const complexityRule = LOYALTY_GENERIC_MESSAGES.passwordComplexityBoostPos[locale];

  return {
    /** The password rule to show beside a new password, where the provider has one (§5). */
    passwordHint: features.passwordComplexity ? complexityRule : null,
    passwordProblem(password: string): string | null {
      return features.passwordComplexity && !meetsBoostPosComplexity(password) ? complexityRule : null;
    },

    async profile(): Promise<MemberProfile> {
      const data = await answerOf(() => provider.getMember(token));
      const profile = toMemberProfile(data.memberDetails);
      if (!profile) throw unreachable(null);
      return profile;
    },
    /** §7.5 Edit with the form's changes; validate them first with invalidProfileFields (§5). */
    async saveProfile(
      profile: MemberProfile,
      changes: ProfileChanges,
      /** §3.1 allCountries: the number's country as chosen, and the countries offered; else the site's. */
      phone: { readonly country: string; readonly allowed: readonly string[] } = { country, allowed: [country] },
    ): Promise<void> {
      // Loaded on save only. Why: docs/decisions/0001-member-code-out-of-first-load.md
      const { buildMemberEditPayload } = await import('./member-profile-edit.ts');
      const built = buildMemberEditPayload(profile, changes, phone.country, phone.allowed);
      if (!built.ok) throw MemberError.invalidInput(LOYALTY_GENERIC_MESSAGES.genericError[locale]);
      await answerOf(() => provider.editMember(built.payload, token));
    },
    /** §3.11, §7.5 Create; version 3 accounts then wait for activation. */
    async register(registration: Registration): Promise<RegistrationOutcome> {
      const email = registration.email.trim();
      await answerOf(() =>
        provider.createMember({
          username: email,
          email,
          password: registration.password,
          firstName: registration.firstName.trim(),
          lastName: registration.lastName.trim(),
          phoneNumber: registration.phoneNumber,
          zipCode: registration.zipCode.trim(),
        }),
      );
      return context.version === 3 ? 'needs-activation' : 'created';
    },
    /** §7.5 SendMemberActivationCode with what the activation step asked (activationCodeRequest). */
    async sendActivationCode(request: { email: string; phoneNumber?: string; cardNumber?: string }): Promise<void> {
      await answerOf(() => provider.sendMemberActivationCode(request));
    },
    /** §7.5 UsernameReminder (version 1): the provider e-mails the username. */
    async usernameReminder(email: string): Promise<void> {
      await answerOf(() => provider.usernameReminder(email.trim()));
    },
    /** §4.10, run by the server (it answers the outcome only); a refusal throws its §8 message. */
    async claimOnlineAccess(request: { email: string; cardNumber: string }): Promise<OnlineAccessOutcome> {
      let response: Response;
      let json: unknown = null;
      try {
        response = await (options.fetch ?? fetch)(ONLINE_ACCESS_ENDPOINT, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email: request.email, cardNumber: request.cardNumber }),
          credentials: 'same-origin',
          cache: 'no-store',
        });
        json = await response.json().catch(() => null);
      } catch (error) {
        throw unreachable(error);
      }
      if (response.status === 429)
        throw MemberError.rateLimited(retryAfterSecondsOf(response.headers.get('Retry-After')), locale);
      const answer = response.ok || response.status === 422 ? parseOnlineAccessAnswer(json) : null;
      if (!answer) throw unreachable(null);
      if (answer.status === 'refused') throw memberErrorOf(answer, messages);
      return answer;
    },
    /** §4.8 the activation chain; a step whose precondition fails stops it silently (§8.3). */
    async joinLoyalty(member: ActivationMember): Promise<LoyaltyJoinOutcome> {
      try {
        const outcome = await activateLoyaltyMembership(provider, member, token);
        return outcome.status === 'activated' ? 'activated' : 'not-activated';
      } catch (error) {
        throw unreachable(error);
      }
    },
    async deleteAccount(): Promise<void> {
      await answerOf(() => provider.deleteMember(token));
    },

    /** §2.5, §3.13, §7.6: asks the provider to e-mail a link to `resetPageUrl`. */
    async requestPasswordReset(email: string, page: { resetPageUrl: string; host: string }): Promise<void> {
      const emailAddress = email.trim();
      const resetPasswordLink = buildResetPasswordLink({
        base: page.resetPageUrl,
        provider: context.provider,
        version: context.version,
        email: emailAddress,
      });
      await answerOf(() => provider.getResetPasswordCode({ emailAddress, rootUrl: page.host, resetPasswordLink }));
    },
    /** §2.5: the reset code (and, in version 1, the e-mail) of the reset page's query string. */
    resetLinkOf(search: string): ResetLink | null {
      const resetCode = readResetCode(search, context.provider);
      return resetCode === null ? null : { resetCode, email: readResetEmail(search) };
    },
    invalidResetLinkError(): MemberError {
      return memberErrorOf(
        { peachCode: LOYALTY_ERROR_CODES.invalidResetCode },
        { ...messages, reason: 'invalid-reset-link' },
      );
    },
    /** §4.9: version 1 validates the code first and stops on its refusal; then the reset. */
    async resetPassword(link: ResetLink, password: string): Promise<void> {
      if (context.version === 1) {
        const validation = await provider
          .validatePasswordResetCode({ emailAddress: link.email, resetCode: link.resetCode })
          .catch((error: unknown) => {
            throw unreachable(error);
          });
        if (!shouldPostResetAfterValidation(validation, LOYALTY_ERROR_CODES.invalidResetCode))
          throw memberErrorOf(validation, messages);
      }
      await answerOf(() => provider.resetPassword({ password, resetCode: link.resetCode }));
    },

    async orders(maxResults: number): Promise<MemberOrder[]> {
      return toMemberOrders((await answerOf(() => provider.orderHistory(token, maxResults))).orders);
    },
    async transactions(maxResults: number): Promise<MemberTransaction[]> {
      return toMemberTransactions((await answerOf(() => provider.transactionHistory(token, maxResults))).transactions);
    },
    async rewards(memberBalances: readonly { type: string; points: number }[]): Promise<RewardsListing> {
      const data = await answerOf(() => provider.rewards(token));
      return { balance: rewardsBalanceOf(data, memberBalances), rewards: toRewards(data.rewards) };
    },
    /** §7.3 (version 3): OrderLoyaltyItem, then ConfirmItemRedemption; the balance after it. */
    async redeemReward(reward: Reward, balanceBefore: number | null): Promise<RedemptionOutcome> {
      const recognitionId = reward.recognitionId;
      if (!recognitionId) throw unreachable(null);
      const order = await answerOf(() => provider.orderLoyaltyItem(token, { recognitionId, quantity: 1 }));
      const orderId = order.orderId;
      if (!orderId) throw unreachable(null);
      const confirmed = await answerOf(() => provider.confirmItemRedemption({ orderId }));
      return redemptionOutcome(confirmed, { balance: balanceBefore, pointsCost: reward.pointsCost });
    },

    /** §7.4 with the captcha response (§5); open to guests. */
    async giftCardBalance(card: { cardNumber: string; pin: string }, captchaResponse?: string): Promise<Money> {
      const data = await answerOf(() =>
        provider.checkGiftCardBalance(
          { cardNumber: card.cardNumber.replace(/\s+/g, ''), ...(card.pin ? { pin: card.pin } : {}) },
          captchaResponse,
        ),
      );
      return moneyOfCents(data.balanceInCents ?? 0, data.currency ?? currencyOfCountry(country));
    },

    async cards(): Promise<LoyaltyCard[]> {
      return toLoyaltyCards((await answerOf(() => provider.getCards(token))).cards);
    },
    async addCard(cardCode: string): Promise<LoyaltyCard[]> {
      return toLoyaltyCards((await answerOf(() => provider.addCard(token, normalizeCardCode(cardCode)))).cards);
    },
    async deleteCard(cardCode: string): Promise<LoyaltyCard[]> {
      return toLoyaltyCards((await answerOf(() => provider.deleteCard(token, cardCode))).cards);
    },
    async reportLostCard(): Promise<LoyaltyCard[]> {
      return toLoyaltyCards((await answerOf(() => provider.reportLostCard(token))).cards);
    },

    /** §8.3: a refusal has its own fallback message for the list. */
    async favoriteCinemas(): Promise<FavoriteCinema[]> {
      const data = await answerOf(() => provider.getFavoriteCinemas(token), favoriteTheatersError);
      return toFavoriteCinemas(data.favoriteCinemas);
    },
    /** §7.8: adding subscribes to the newsletter. The list afterwards. */
    async addFavoriteCinema(cinemaId: string): Promise<FavoriteCinema[]> {
      return toFavoriteCinemas((await answerOf(() => provider.addFavoriteCinema(token, cinemaId))).favoriteCinemas);
    },
    async removeFavoriteCinema(cinemaId: string): Promise<FavoriteCinema[]> {
      return toFavoriteCinemas((await answerOf(() => provider.removeFavoriteCinema(token, cinemaId))).favoriteCinemas);
    },
    /** §7.8 "Updating subscriptions sends favoriteCinemas as a list": the whole list, one flag changed. */
    async setNewsletter(
      favorites: readonly FavoriteCinema[],
      cinemaId: string,
      subscribe: boolean,
    ): Promise<FavoriteCinema[]> {
      const next = favorites.map((favorite) =>
        favorite.cinemaId === cinemaId ? { ...favorite, subscribeToNewsletter: subscribe } : favorite,
      );
      const data = await answerOf(() => provider.updateFavoriteCinemaSubscriptions(token, next));
      return toFavoriteCinemas(data.favoriteCinemas);
    },

    /** §4.7: the ids of the member's favourite films; a refusal leaves the list empty (§8.3 logged). */
    async watchlist(): Promise<string[]> {
      try {
        return favoriteFilmIdsOf(await answerOf(() => provider.getFavoriteFilms(token)));
      } catch (error) {
        processEventLog.log(
          'warn',
          'member.watchlist_unread',
          'watchlist not loaded: shown empty',
          { reason: error instanceof MemberError ? error.reason : 'failed' },
          error,
        );
        return [];
      }
    },
    /** §4.7: the list after adding; code 72 is the film that cannot be added yet. */
    async addToWatchlist(filmId: string): Promise<string[]> {
      return favoriteFilmIdsOf(await watchlistChange(() => provider.addFavoriteFilm(token, filmId)));
    },
    async removeFromWatchlist(filmId: string): Promise<string[]> {
      return favoriteFilmIdsOf(await watchlistChange(() => provider.removeFavoriteFilm(token, filmId)));
    },

    async eVouchers(): Promise<EVoucher[]> {
      const data = await answerOf(() => provider.getEVoucherConcessions(token));
      const currency = currencyOfCountry(country);
      return eVoucherConcessionsOf(data).map((concession) => ({
        id: concession.id,
        description: concession.description,
        price: moneyOfCents(concession.priceInCents, currency),
      }));
    },
    /** §7.9 a payment-provider portal session: its URL, checked before anyone is sent there. */
    async paymentPortalUrl(returnUrl: string): Promise<string> {
      const data = await answerOf(() => provider.getPaymentProviderPortalSession(token, { returnUrl }));
      const url = portalUrlOf(data);
      if (!url) throw unreachable(null);
      return url;
    },
    offersWallet: OFFERED_WALLETS.length > 0,
    async walletPassUrl(pass: WalletPass): Promise<string> {
      const wallet = OFFERED_WALLETS[0];
      if (!wallet) throw unreachable(null);
      let raw: string;
      try {
        raw =
          pass.kind === 'card'
            ? await provider.walletLoyaltyCard(token, wallet, pass.cardNumber)
            : await provider.walletETicket(token, wallet, pass.bookingId);
      } catch (error) {
        throw unreachable(error);
      }
      const url = walletSaveUrl(wallet, raw);
      if (!url) throw unreachable(null);
      return url;
    },
  };

  /** §4.7, §8.3: a refused watchlist change is logged; the list stays as it was. */
  async function watchlistChange<Data>(call: () => Promise<ProviderAnswer<Data>>): Promise<Data> {
    try {
      return await answerOf(call, undefined, (code) =>
        code === LOYALTY_ERROR_CODES.filmNotYetAddable ? 'film-not-yet-addable' : undefined,
      );
    } catch (error) {
      processEventLog.log(
        'warn',
        'member.watchlist_change_refused',
        'watchlist change refused',
        { reason: error instanceof MemberError ? error.reason : 'failed' },
        error,
      );
      throw error;
    }
  }
}

export type MemberApi = ReturnType<typeof createMemberApi>;
