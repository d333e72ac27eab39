import { pkpass, PKPASS_CONTENT_TYPE } from './wallet-pkpass.ts';
import { createHmac } from 'node:crypto';
import {
  findCircuit,
  findCircuitOfCinema,
  isFilmAddable,
  NO_EXPIRY,
  SANDBOX_EVOUCHERS,
  SANDBOX_GIFT_CARDS,
  SANDBOX_REWARDS,
  type MemberDocument,
  type SandboxCircuit,
} from './seed.ts';
import { PAYMENT_PORTAL_PATH } from './payment-portal.ts';
import { accountDetails, applyAccountEdit, usernameOf } from './member-account.ts';
import { newToken, type SandboxStore, type SessionLifetimes, type StoredMember, type StoredSession } from './store.ts';

// The loyalty provider of §7.2–§7.9, both API generations, written from the provider's side: it
// does not import the site's route table, so tests through the gateway check one against the other.

export interface ProviderRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Record<string, unknown>;
}

export type ProviderReply =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: number; readonly text: string; readonly contentType: string }
  | { readonly status: number; readonly bytes: Buffer; readonly contentType: string };

/** §7.9 a wallet pass the sandbox made: what a test checks reached the provider. */
export interface WalletPassCall {
  readonly wallet: string;
  readonly kind: 'card' | 'eTicket';
  readonly circuitId: string;
  readonly cardNumber?: string;
  readonly bookingId?: string;
  readonly memberId: string;
}

export interface ProviderOptions {
  readonly store: SandboxStore;
  readonly lifetimes: { readonly v1: SessionLifetimes; readonly v3: SessionLifetimes };
  /** Signs the wallet pass tokens of §7.9. */
  readonly passSecret: string;
  readonly now?: () => number;
}

/** §6 brand-prefixed token headers (Node lower-cases header names). */
const SESSION_HEADER = 'boxoffice-session-token';
const REFRESH_HEADER = 'boxoffice-refresh-session-token';
const V3_CIRCUIT = 'boxofficeCircuitId';
const V3_CINEMA = 'boxofficeCinemaId';

/** Sign-in failures in a row before the account is blocked (§8.1 code 1019). */
const MAX_FAILED_SIGN_INS = 5;
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/** §8.1 codes the sandbox gives. */
const CODE = {
  notActivated: 26,
  emailUnknown: 29,
  memberNotFound: 30,
  wrongPasswordV1: 31,
  emailUsedV1: 34,
  expired: 46,
  invalidGiftCard: 51,
  invalidResetCode: 57,
  wrongPasswordV3: 58,
  emailUsedV3: 60,
  filmNotYetAddable: 72,
  alreadyActive: 76,
  complexity: 84,
  invalidActivation: 85,
  changePassword: 1015,
  blocked: 1019,
  cardAlreadyActive: 1020,
} as const;

/** The host:port the request came in on (the sandbox is reached as localhost or 127.0.0.1). */
function hostOf(request: ProviderRequest): string {
  const host = request.headers.host;
  const value = Array.isArray(host) ? host[0] : host;
  return value && /^[A-Za-z0-9.[\]:-]{1,100}$/.test(value) ? value : request.url.host;
}

class ProviderFailure extends Error {
  readonly reply: ProviderReply;
  constructor(reply: ProviderReply) {
    super('provider failure');
    this.reply = reply;
  }
}

function ok(version: 1 | 3, body: Record<string, unknown> = {}): ProviderReply {
  // §3.9: success is peachCode 0 with statusCode 200 (version 1) or 0 (version 3).
  return { status: 200, json: { peachCode: 0, statusCode: version === 1 ? 200 : 0, ...body } };
}

function fail(code: number, message: string): never {
  throw new ProviderFailure({ status: 200, json: { peachCode: code, statusCode: 400, clientErrorMessage: message } });
}

function badRequest(message: string): never {
  throw new ProviderFailure({ status: 400, json: { peachCode: 400, statusCode: 400, clientErrorMessage: message } });
}

function unauthorized(): never {
  throw new ProviderFailure({
    status: 401,
    json: { peachCode: 401, statusCode: 401, clientErrorMessage: 'Invalid or expired session token' },
  });
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function requireText(body: Record<string, unknown>, field: string): string {
  const value = text(body, field);
  if (value === '') badRequest(`${field} is required`);
  return value;
}

/** §5: the BOOST_POS rule; other providers only ask for 8 characters. */
function meetsComplexity(circuit: SandboxCircuit, password: string): boolean {
  if (circuit.provider === 'BOOST_POS' || circuit.provider === 'BOOST_POS_WITHOUT_LOYALTY') {
    return (
      password.length >= 8 &&
      /[a-z]/.test(password) &&
      /[A-Z]/.test(password) &&
      /\d/.test(password) &&
      /[^A-Za-z0-9]/.test(password)
    );
  }
  return password.length >= 8;
}

function isExpired(document: MemberDocument, now: number): boolean {
  return document.memberExpiry !== NO_EXPIRY && Date.parse(document.memberExpiry) < now;
}

export function createProviderApi(options: ProviderOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;

  function circuitOf(request: ProviderRequest, version: 1 | 3, pathCircuitId?: string): SandboxCircuit {
    const id = pathCircuitId ?? request.url.searchParams.get(version === 3 ? V3_CIRCUIT : 'circuitId') ?? undefined;
    const circuit =
      findCircuit(id) ??
      findCircuitOfCinema(
        request.url.searchParams.get(V3_CINEMA) ?? request.url.searchParams.get('cinemaId') ?? undefined,
      );
    if (!circuit) badRequest('Unknown circuit');
    return circuit;
  }

  function header(request: ProviderRequest, name: string): string | undefined {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }

  function sessionOf(request: ProviderRequest): { session: StoredSession; member: StoredMember } | undefined {
    const token = header(request, SESSION_HEADER);
    const session = token ? store.liveSession(token, now()) : undefined;
    const member = session ? store.memberById(session.memberId) : undefined;
    return session && member ? { session, member } : undefined;
  }

  function requireSession(request: ProviderRequest): { session: StoredSession; member: StoredMember } {
    return sessionOf(request) ?? unauthorized();
  }

  function memberDetails(member: StoredMember, circuit: SandboxCircuit): Record<string, unknown> {
    const document = member.document;
    return {
      memberId: member.memberId,
      firstName: document.firstName,
      lastName: document.lastName,
      email: member.email,
      mobilePhone: document.mobilePhone,
      cardNumber: document.cardNumber,
      zipCode: document.zipCode,
      clubId: circuit.clubId,
      clubName: circuit.clubName,
      memberLevelId: document.memberLevelId,
      memberLevelName: document.memberLevelName,
      memberExpiry: document.memberExpiry,
      isLoyaltyMember: document.loyaltyMember,
      balanceList: document.loyaltyMember
        ? [{ balanceTypeId: '1', name: 'POINTS', pointsRemaining: document.points }]
        : [],
      preferredCinemaList: document.favoriteCinemas.map((cinema) => cinema.boxofficeCinemaId),
      ...accountDetails(document, member.email),
    };
  }

  function authSuccess(member: StoredMember, session: StoredSession, circuit: SandboxCircuit): ProviderReply {
    const tokens = { boxofficeSessionToken: session.token, boxofficeRefreshSessionToken: session.refreshToken };
    if (circuit.version === 3) {
      return ok(3, { memberDetails: memberDetails(member, circuit), sessionManagementTokens: tokens });
    }
    return ok(1, {
      userSessionId: session.userSessionId,
      memberId: member.memberId,
      encryptedSessionId: Buffer.from(`${member.memberId}:${session.userSessionId}`).toString('base64url'),
      memberDetails: memberDetails(member, circuit),
      sessionManagementTokens: tokens,
    });
  }

  function memberOfCircuit(
    request: ProviderRequest,
    circuit: SandboxCircuit,
  ): { session: StoredSession; member: StoredMember } {
    const found = requireSession(request);
    if (found.member.circuitId !== circuit.id) unauthorized();
    return found;
  }

  // -------------------------------------------------------------------------------------------
  // §7.2 Login, session and logout

  function login(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const email = text(request.body, 'email') || text(request.body, 'username') || text(request.body, 'userName');
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    if (email === '' || password === '') badRequest('email and password are required');
    const member = store.memberByEmail(circuit.id, email);
    if (!member) fail(CODE.emailUnknown, 'This email is not associated with a member');
    if (member.blocked) fail(CODE.blocked, 'Account blocked after too many failed sign-ins');
    if (!store.checkPassword(member.memberId, password)) {
      member.failedAttempts += 1;
      member.blocked = member.failedAttempts >= MAX_FAILED_SIGN_INS;
      store.saveMember(member);
      fail(version === 1 ? CODE.wrongPasswordV1 : CODE.wrongPasswordV3, 'Incorrect password');
    }
    if (member.status === 'pending') fail(CODE.notActivated, 'Account not activated');
    if (isExpired(member.document, now())) fail(CODE.expired, 'Account expired');
    if (member.mustChangePassword) fail(CODE.changePassword, 'Password change required');
    if (member.failedAttempts > 0) {
      member.failedAttempts = 0;
      store.saveMember(member);
    }
    const session = store.openSession(member.memberId, options.lifetimes[circuit.version === 3 ? 'v3' : 'v1'], now());
    return authSuccess(member, session, circuit);
  }

  function refresh(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const refreshToken = header(request, REFRESH_HEADER) ?? unauthorized();
    const session = store.rotateSession(refreshToken, options.lifetimes[circuit.version === 3 ? 'v3' : 'v1'], now());
    const member = session ? store.memberById(session.memberId) : undefined;
    if (!session || !member || member.circuitId !== circuit.id) unauthorized();
    return authSuccess(member, session, circuit);
  }

  function logout(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const found = requireSession(request);
    store.closeSession(found.session.token);
    // §4.3: version 3 names the refresh token as userSessionId.
    const userSessionId = text(request.body, 'userSessionId');
    if (version === 3 && userSessionId) store.closeSession(userSessionId);
    return ok(version);
  }

  // -------------------------------------------------------------------------------------------
  // §7.3 History and rewards

  function maxResults(request: ProviderRequest): number {
    const value = Number(request.url.searchParams.get('maxResults') ?? '50');
    return Number.isInteger(value) && value > 0 ? Math.min(value, 200) : 50;
  }

  function orderHistory(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, version));
    return ok(version, { orders: member.document.orders.slice(0, maxResults(request)) });
  }

  function transactionHistory(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, version));
    return ok(version, { transactions: member.document.transactions.slice(0, maxResults(request)) });
  }

  function rewards(request: ProviderRequest, version: 1 | 3, pathCircuitId?: string): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, version, pathCircuitId));
    return ok(version, {
      pointsBalance: member.document.points,
      rewards: member.document.loyaltyMember ? SANDBOX_REWARDS : [],
    });
  }

  function orderLoyaltyItem(request: ProviderRequest): ProviderReply {
    const { member } = requireSession(request);
    const reward = SANDBOX_REWARDS.find((item) => item.recognitionId === text(request.body, 'recognitionId'));
    if (!reward) badRequest('Unknown reward');
    const quantity = Math.max(1, Math.min(10, Number(request.body.quantity) || 1));
    const pointsCost = reward.pointsCost * quantity;
    if (member.document.points < pointsCost) fail(1, 'Not enough points for this reward');
    const orderId = `RWD-${newToken(6)}`;
    store.saveOrder(orderId, 'reward', member.memberId, {
      recognitionId: reward.recognitionId,
      name: reward.name,
      quantity,
      pointsCost,
    });
    return ok(3, { orderId, pointsCost });
  }

  /** §7.3: sent without token; the order id carries the member. */
  function confirmItemRedemption(request: ProviderRequest): ProviderReply {
    const orderId = requireText(request.body, 'orderId');
    const order = store.order(orderId);
    if (!order || order.kind !== 'reward') badRequest('Unknown order');
    if (order.confirmed) return ok(3, { orderId, alreadyConfirmed: true });
    const member = store.memberById(order.memberId) ?? fail(CODE.memberNotFound, 'Member not found');
    const details = order.document as { name: string; pointsCost: number };
    if (member.document.points < details.pointsCost) fail(1, 'Not enough points for this reward');
    member.document.points -= details.pointsCost;
    member.document.transactions.unshift({
      transactionId: `TX-${newToken(6)}`,
      transactionDate: new Date(now()).toISOString(),
      description: `Reward: ${details.name}`,
      pointsEarned: 0,
      pointsRedeemed: details.pointsCost,
      cinemaName: '',
    });
    store.saveMember(member);
    store.confirmOrder(orderId);
    return ok(3, { orderId, pointsRemaining: member.document.points, voucherCode: `VCH-${newToken(5).toUpperCase()}` });
  }

  // -------------------------------------------------------------------------------------------
  // §7.4 Gift cards and membership activation

  function checkGiftCardBalance(request: ProviderRequest): ProviderReply {
    const cardNumber = text(request.body, 'cardNumber');
    const pin = text(request.body, 'pin');
    const card = SANDBOX_GIFT_CARDS.find((candidate) => candidate.cardNumber === cardNumber);
    if (!card || (pin !== '' && pin !== card.pin)) fail(CODE.invalidGiftCard, 'Invalid gift card');
    return ok(1, { balanceInCents: card.balanceInCents, currency: card.currency, expiryDate: card.expiryDate });
  }

  function membershipList(request: ProviderRequest): ProviderReply {
    circuitOf(request, 1);
    return ok(1, {
      listConcessionGrouping: [
        {
          name: 'Loyalty membership',
          items: [
            {
              code: 'LOYALTY-MEMBERSHIP',
              memberLevelId: 1,
              cost: 0,
              quantity: 1,
              isLoyaltyMembershipActivation: true,
              description: 'Free loyalty membership',
            },
          ],
        },
      ],
    });
  }

  /** §4.8 step 2: the member comes from the token, else from the e-mail of the user's fields. */
  function setMemberToActivateOnComplete(request: ProviderRequest): ProviderReply {
    const circuit = circuitOf(request, 1);
    const member =
      sessionOf(request)?.member ??
      store.memberByEmail(circuit.id, text(request.body, 'email')) ??
      fail(CODE.memberNotFound, 'Member not found');
    if (member.document.loyaltyMember) fail(CODE.alreadyActive, 'Loyalty membership already active');
    if (text(request.body, 'memberItemId') === '') fail(CODE.invalidActivation, 'memberItemId is required');
    const userSessionId = `ACT-${newToken(9)}`;
    store.saveOrder(userSessionId, 'activation-session', member.memberId, {
      memberLevelId: Number(request.body.memberLevelId) || 1,
    });
    return ok(1, { userSessionId });
  }

  function addMembership(request: ProviderRequest): ProviderReply {
    const activation = store.order(text(request.body, 'userSessionId'));
    if (!activation || activation.kind !== 'activation-session')
      fail(CODE.invalidActivation, 'Unknown activation session');
    const orderId = `MBR-${newToken(6)}`;
    store.saveOrder(orderId, 'membership', activation.memberId, activation.document);
    return ok(1, { orderId });
  }

  function completePayment(request: ProviderRequest): ProviderReply {
    const order = store.order(text(request.body, 'OrderId'));
    if (!order || order.kind !== 'membership') fail(CODE.invalidActivation, 'Unknown order');
    if (request.body.IsNewMember !== true || Number(request.body.AmountPaidPaymentProvider) !== 0)
      badRequest('Unexpected payment');
    const member = store.memberById(order.memberId) ?? fail(CODE.memberNotFound, 'Member not found');
    member.document.loyaltyMember = true;
    member.document.memberLevelId = (order.document as { memberLevelId: number }).memberLevelId;
    member.document.memberLevelName = 'Member';
    store.saveMember(member);
    store.confirmOrder(order.memberId);
    return ok(1, { orderId: text(request.body, 'OrderId') });
  }

  // -------------------------------------------------------------------------------------------
  // §7.5 Account

  function create(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const email = requireText(request.body, 'username');
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    if (!/^[^@\s]+@[^@\s]+\.[A-Za-z]+$/.test(email)) badRequest('username must be an e-mail address');
    if (store.memberByEmail(circuit.id, email))
      fail(version === 1 ? CODE.emailUsedV1 : CODE.emailUsedV3, 'Email already used');
    if (!meetsComplexity(circuit, password)) fail(CODE.complexity, 'Password does not meet complexity rules');
    const cardNumber = text(request.body, 'memberCardNumber');
    if (cardNumber && store.memberHoldingCard(cardNumber.toUpperCase()))
      fail(CODE.cardAlreadyActive, 'Card already active');
    const memberId = store.nextMemberId(circuit.id);
    const card = cardNumber ? cardNumber.toUpperCase() : `${circuit.clubId.slice(0, 4)}${memberId}`;
    store.createMember(
      {
        memberId,
        circuitId: circuit.id,
        email,
        // Version 3 accounts wait for activation (§7.5 SendMemberActivationCode); version 1 ones are active.
        status: version === 3 ? 'pending' : 'active',
        document: {
          firstName: text(request.body, 'firstName'),
          lastName: text(request.body, 'lastName'),
          mobilePhone: text(request.body, 'phoneNumber'),
          cardNumber: card,
          memberLevelId: 1,
          memberLevelName: 'Member',
          memberExpiry: NO_EXPIRY,
          points: 0,
          loyaltyMember: circuit.provider !== 'BOOST_POS_WITHOUT_LOYALTY',
          favoriteCinemas: [],
          favoriteFilmIds: [],
          orders: [],
          transactions: [],
          cards: [{ cardCode: card, status: 'ACTIVE', isPrimary: true }],
          zipCode: text(request.body, 'zipCode'),
        },
      },
      password,
    );
    const member = store.memberById(memberId) ?? fail(CODE.memberNotFound, 'Member not found');
    if (version === 3) {
      store.sendMail(email, 'Activate your account', `Activation code for ${email}: ACT-${memberId}`);
      return ok(3, { memberDetails: memberDetails(member, circuit) });
    }
    return authSuccess(member, store.openSession(memberId, options.lifetimes.v1, now()), circuit);
  }

  function edit(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    // §7.5: version 1 edits may come without a token (§4.10 member search then edit).
    const member =
      sessionOf(request)?.member ??
      (version === 1 ? store.memberById(text(request.body, 'memberId')) : undefined) ??
      (version === 1 ? fail(CODE.memberNotFound, 'Member not found') : unauthorized());
    if (member.circuitId !== circuit.id) unauthorized();
    const newEmail = text(request.body, 'email') || text(request.body, 'username');
    if (newEmail && newEmail.toLowerCase() !== member.email.toLowerCase()) {
      if (store.memberByEmail(circuit.id, newEmail))
        fail(version === 1 ? CODE.emailUsedV1 : CODE.emailUsedV3, 'Email already used');
      member.email = newEmail;
    }
    for (const field of ['firstName', 'lastName', 'mobilePhone', 'zipCode'] as const) {
      const value = text(request.body, field);
      if (value) member.document[field] = value;
    }
    // §4.10: the search's clubId comes back with the edit; another club's is refused.
    const clubId = text(request.body, 'clubId');
    if (clubId && clubId !== circuit.clubId) badRequest('Unknown club');
    applyAccountEdit(member.document, request.body);
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    if (password) {
      if (!meetsComplexity(circuit, password)) fail(CODE.complexity, 'Password does not meet complexity rules');
      store.setPassword(member.memberId, password);
      member.mustChangePassword = false;
    }
    store.saveMember(member);
    return ok(version, { memberDetails: memberDetails(member, circuit), clubId: circuit.clubId });
  }

  function usernameReminder(circuitId: string, email: string): ProviderReply {
    const circuit = findCircuit(circuitId) ?? badRequest('Unknown circuit');
    const member =
      store.memberByEmail(circuit.id, email) ?? fail(CODE.emailUnknown, 'Email not associated with a member');
    const username = usernameOf(member.document, member.email);
    store.sendMail(
      member.email,
      'Your user name',
      username === null
        ? 'You have no online account yet: create your online access with your loyalty card'
        : `Your user name is ${username}`,
    );
    return ok(1);
  }

  function memberSearch(request: ProviderRequest, circuitId: string): ProviderReply {
    const circuit = findCircuit(circuitId) ?? badRequest('Unknown circuit');
    const email = text(request.body, 'email');
    const cardNumber = text(request.body, 'cardNumber').toUpperCase();
    const byEmail = email ? store.memberByEmail(circuit.id, email) : undefined;
    // With both an e-mail and a card number, both must belong to the same member.
    const found =
      email && cardNumber
        ? byEmail?.document.cards.some((card) => card.cardCode === cardNumber && card.status === 'ACTIVE')
          ? byEmail
          : undefined
        : (byEmail ?? (cardNumber ? store.memberHoldingCard(cardNumber) : undefined));
    const member = found && found.circuitId === circuit.id ? found : fail(CODE.memberNotFound, 'Member not found');
    return ok(1, {
      memberDetails: memberDetails(member, circuit),
      hasUserName: usernameOf(member.document, member.email) !== null,
      clubId: circuit.clubId,
    });
  }

  function getMember(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const userSessionId = request.url.searchParams.get('userSessionId');
    const found = userSessionId
      ? (() => {
          const session = store.liveSession(userSessionId, now());
          const member = session ? store.memberById(session.memberId) : undefined;
          if (!session || !member) fail(CODE.memberNotFound, 'Member not found');
          return { session, member };
        })()
      : requireSession(request);
    if (found.member.circuitId !== circuit.id) unauthorized();
    return authSuccess(found.member, found.session, circuit);
  }

  function startRegistration(request: ProviderRequest): ProviderReply {
    const circuit = circuitOf(request, 1);
    const email = requireText(request.body, 'email');
    if (store.memberByEmail(circuit.id, email)) fail(CODE.emailUsedV1, 'Email already used');
    const cardNumber = text(request.body, 'cardNumber').toUpperCase();
    if (cardNumber && store.memberHoldingCard(cardNumber)) fail(CODE.cardAlreadyActive, 'Card already active');
    return ok(1, { userSessionId: `REG-${newToken(9)}` });
  }

  function sendMemberActivationCode(request: ProviderRequest): ProviderReply {
    const circuit = circuitOf(request, 3);
    const member =
      store.memberByEmail(circuit.id, requireText(request.body, 'email')) ??
      fail(CODE.emailUnknown, 'Email not associated with a member');
    if (member.status === 'active') fail(CODE.alreadyActive, 'Account already active');
    const cardNumber = text(request.body, 'cardNumber').toUpperCase();
    const phoneNumber = text(request.body, 'phoneNumber');
    if (
      (cardNumber && cardNumber !== member.document.cardNumber) ||
      (phoneNumber && phoneNumber !== member.document.mobilePhone)
    ) {
      fail(CODE.invalidActivation, 'Activation information does not match');
    }
    // The sandbox delivers the code and follows its link at once: the account becomes active.
    member.status = 'active';
    store.saveMember(member);
    store.sendMail(member.email, 'Your account is active', `Activation code ACT-${member.memberId} confirmed`);
    return ok(3);
  }

  function deleteMember(request: ProviderRequest): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, 3));
    store.deleteMember(member.memberId);
    return ok(3);
  }

  // -------------------------------------------------------------------------------------------
  // §7.6 Password reset

  function getResetPasswordCode(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const email = request.url.searchParams.get('emailAddress') ?? '';
    const member =
      store.memberByEmail(circuit.id, email) ?? fail(CODE.emailUnknown, 'Email not associated with a member');
    const secret = newToken(12);
    // §2.5: TAPOS reset links carry uid and token; the reset code is "uid={uid}&token={token}".
    const resetCode = circuit.provider === 'TAPOS' ? `uid=${member.memberId}&token=${secret}` : secret;
    store.createResetCode(member.memberId, resetCode, RESET_CODE_LIFETIME_MS, now());
    const link = request.url.searchParams.get('resetPasswordLink') ?? '';
    // §2.5 as each provider writes its link: TAPOS adds uid and token; the BOOST_POS variants append
    // "?token={code}" to the link as given (which ends in "token="), hence the prefix the reset page strips.
    const separator = link.includes('?') ? '&' : '?';
    const mailLink =
      circuit.provider === 'TAPOS'
        ? `${link}${separator}uid=${member.memberId}&token=${secret}`
        : circuit.provider === 'BOOST_POS' || circuit.provider === 'BOOST_POS_WITHOUT_LOYALTY'
          ? `${link}?token=${secret}`
          : `${link}${separator}token=${secret}`;
    store.sendMail(member.email, 'Reset your password', `resetCode=${resetCode}\nlink=${mailLink}`);
    return ok(version);
  }

  function validatePasswordResetCode(request: ProviderRequest): ProviderReply {
    const circuit = circuitOf(request, 1);
    const memberId = store.resetCodeMember(request.url.searchParams.get('resetCode') ?? '', now());
    const member = memberId ? store.memberById(memberId) : undefined;
    if (
      !member ||
      member.circuitId !== circuit.id ||
      member.email.toLowerCase() !== (request.url.searchParams.get('emailAddress') ?? '').toLowerCase()
    ) {
      fail(CODE.invalidResetCode, 'Invalid reset code');
    }
    return ok(1);
  }

  function resetPassword(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const circuit = circuitOf(request, version);
    const resetCode = requireText(request.body, 'resetCode');
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    const memberId = store.resetCodeMember(resetCode, now());
    const member = memberId ? store.memberById(memberId) : undefined;
    if (!member || member.circuitId !== circuit.id) fail(CODE.invalidResetCode, 'Invalid reset code');
    if (!meetsComplexity(circuit, password)) fail(CODE.complexity, 'Password does not meet complexity rules');
    store.setPassword(member.memberId, password);
    store.consumeResetCode(resetCode);
    // A reset is the way out of a block (code 1019) and of a required change (code 1015).
    member.blocked = false;
    member.failedAttempts = 0;
    member.mustChangePassword = false;
    store.saveMember(member);
    return ok(version);
  }

  // -------------------------------------------------------------------------------------------
  // §7.7 Loyalty cards

  function cardsReply(member: StoredMember, version: 1 | 3): ProviderReply {
    return ok(version, { cards: member.document.cards });
  }

  function addCard(request: ProviderRequest): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, 3));
    const cardCode = requireText(request.body, 'cardCode');
    if (!/^[A-Z0-9]{6,24}$/.test(cardCode)) fail(CODE.invalidActivation, 'Invalid card number');
    if (store.memberHoldingCard(cardCode)) fail(CODE.cardAlreadyActive, 'This card is already active');
    member.document.cards.push({ cardCode, status: 'ACTIVE', isPrimary: false });
    store.saveMember(member);
    return cardsReply(member, 3);
  }

  function deleteCard(request: ProviderRequest, version: 1 | 3): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, version));
    const cardCode = requireText(request.body, 'cardCode').toUpperCase();
    const card = member.document.cards.find((candidate) => candidate.cardCode === cardCode);
    if (!card) badRequest('Unknown card');
    if (card.isPrimary) fail(1, 'The primary card cannot be deleted');
    member.document.cards = member.document.cards.filter((candidate) => candidate !== card);
    store.saveMember(member);
    return cardsReply(member, version);
  }

  function reportLostCard(request: ProviderRequest): ProviderReply {
    const { member } = memberOfCircuit(request, circuitOf(request, 3));
    const primary = member.document.cards.find((card) => card.isPrimary && card.status === 'ACTIVE');
    if (primary) {
      primary.status = 'LOST';
      primary.isPrimary = false;
    }
    const replacement = `${member.document.cardNumber.replace(/\d{2}$/, '')}${String(Math.floor(now() / 1000) % 100).padStart(2, '0')}R`;
    member.document.cards.push({ cardCode: replacement, status: 'ACTIVE', isPrimary: true });
    member.document.cardNumber = replacement;
    store.saveMember(member);
    return cardsReply(member, 3);
  }

  // -------------------------------------------------------------------------------------------
  // §7.8 Favourites

  function favoriteFilmsReply(member: StoredMember, circuit: SandboxCircuit): ProviderReply {
    // §3.10: CGR answers with brand-prefixed numeric ids; the others with externalFilmIds.
    return circuit.provider === 'CGR'
      ? ok(3, { boxofficeFilmIds: member.document.favoriteFilmIds.map(Number) })
      : ok(3, { externalFilmIds: member.document.favoriteFilmIds });
  }

  function filmIdOf(body: Record<string, unknown>): string {
    const filmId = text(body, 'externalFilmId') || text(body, 'boxofficeFilmId');
    if (!/^\d{1,10}$/.test(filmId)) badRequest('externalFilmId must be a numeric film id');
    return filmId;
  }

  function favoriteFilms(request: ProviderRequest, change: 'get' | 'add' | 'remove'): ProviderReply {
    const circuit = circuitOf(request, 3);
    const { member } = memberOfCircuit(request, circuit);
    if (change !== 'get') {
      const filmId = filmIdOf(request.body);
      if (change === 'add') {
        if (!isFilmAddable(filmId)) fail(CODE.filmNotYetAddable, "This movie can't be added to your watchlist yet");
        if (!member.document.favoriteFilmIds.includes(filmId)) member.document.favoriteFilmIds.push(filmId);
      } else {
        member.document.favoriteFilmIds = member.document.favoriteFilmIds.filter((id) => id !== filmId);
      }
      store.saveMember(member);
    }
    return favoriteFilmsReply(member, circuit);
  }

  function cinemaEntry(value: unknown): { boxofficeCinemaId: string; subscribeToNewsletter: boolean } {
    if (typeof value !== 'object' || value === null) badRequest('favoriteCinemas entries must be objects');
    const entry = value as Record<string, unknown>;
    const cinemaId = text(entry, 'boxofficeCinemaId');
    if (!/^[A-Za-z0-9-]{1,32}$/.test(cinemaId)) badRequest('boxofficeCinemaId is required');
    return { boxofficeCinemaId: cinemaId, subscribeToNewsletter: entry.subscribeToNewsletter === true };
  }

  function favoriteCinemas(request: ProviderRequest, change: 'get' | 'add' | 'remove'): ProviderReply {
    const circuit = circuitOf(request, 3);
    const { member } = memberOfCircuit(request, circuit);
    const list = member.document.favoriteCinemas;
    if (change === 'add') {
      // §7.8: an object adds one cinema; a list updates the subscriptions of several.
      const raw = request.body.favoriteCinemas;
      const entries = Array.isArray(raw) ? raw.map(cinemaEntry) : [cinemaEntry(raw)];
      for (const entry of entries) {
        if (!Object.hasOwn(circuit.cinemas, entry.boxofficeCinemaId)) fail(CODE.memberNotFound, 'Unknown cinema');
        const existing = list.find((cinema) => cinema.boxofficeCinemaId === entry.boxofficeCinemaId);
        if (existing) existing.subscribeToNewsletter = entry.subscribeToNewsletter;
        else list.push(entry);
      }
      store.saveMember(member);
    } else if (change === 'remove') {
      const cinemaId = requireText(request.body, 'boxofficeCinemaId');
      member.document.favoriteCinemas = list.filter((cinema) => cinema.boxofficeCinemaId !== cinemaId);
      store.saveMember(member);
    }
    return ok(3, { favoriteCinemas: member.document.favoriteCinemas });
  }

  // -------------------------------------------------------------------------------------------
  // §7.9 Other member calls

  function eVoucherConcessions(request: ProviderRequest, cinemaId: string): ProviderReply {
    const circuit = findCircuitOfCinema(cinemaId) ?? badRequest('Unknown cinema');
    memberOfCircuit(request, circuit);
    return ok(circuit.version, { concessions: SANDBOX_EVOUCHERS });
  }

  function paymentPortalSession(request: ProviderRequest): ProviderReply {
    const circuit = circuitOf(request, 1);
    const { member } = memberOfCircuit(request, circuit);
    const portalSession = newToken(12);
    // The portal page is served by this same server: its URL uses the host the caller reached.
    const portal = new URL(`${PAYMENT_PORTAL_PATH}${portalSession}`, `http://${hostOf(request)}`);
    portal.searchParams.set('member', member.memberId);
    const returnUrl = text(request.body, 'returnUrl');
    if (/^https?:\/\//.test(returnUrl)) portal.searchParams.set('return', returnUrl);
    return ok(circuit.version, { url: portal.href, portalSession });
  }

  /** §7.9: a signed pass token (a compact HS256 JWT) as raw text. */
  function applePass(pass: Parameters<typeof pkpass>[0]): ProviderReply {
    return { status: 200, bytes: pkpass(pass, options.passSecret), contentType: PKPASS_CONTENT_TYPE };
  }

  function signPass(claims: Record<string, unknown>): ProviderReply {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat: Math.floor(now() / 1000) })}`;
    const signature = createHmac('sha256', options.passSecret).update(unsigned).digest('base64url');
    return { status: 200, text: `${unsigned}.${signature}`, contentType: 'text/plain; charset=utf-8' };
  }

  /** Every wallet pass made, newest last (GET /sandbox/wallet-passes); bounded like a log. */
  const walletPassCalls: WalletPassCall[] = [];
  function recordWalletPass(call: WalletPassCall): void {
    walletPassCalls.push(call);
    if (walletPassCalls.length > 200) walletPassCalls.shift();
  }

  function walletLoyaltyCard(request: ProviderRequest, wallet: string, circuitId: string): ProviderReply {
    const circuit = findCircuit(circuitId) ?? badRequest('Unknown circuit');
    const { member } = memberOfCircuit(request, circuit);
    const cardNumber = request.url.searchParams.get('cardNumber') ?? '';
    if (!member.document.cards.some((card) => card.cardCode === cardNumber && card.status === 'ACTIVE'))
      badRequest('Unknown card');
    recordWalletPass({ wallet, kind: 'card', circuitId, cardNumber, memberId: String(member.memberId) });
    // Apple Wallet takes the pass file itself; Google Wallet a signed token for its save link.
    if (wallet === 'Apple')
      return applePass({
        kind: 'card',
        serialNumber: cardNumber,
        message: cardNumber,
        description: 'Loyalty card',
        fields: {
          primaryFields: [
            { key: 'name', label: 'Member', value: `${member.document.firstName} ${member.document.lastName}` },
          ],
        },
      });
    return signPass({
      iss: 'fincher-sandbox',
      typ: `${wallet.toLowerCase()}_loyalty_card`,
      circuitId,
      memberId: member.memberId,
      cardNumber,
      name: `${member.document.firstName} ${member.document.lastName}`,
    });
  }

  function walletETicket(
    request: ProviderRequest,
    wallet: string,
    circuitId: string,
    bookingId: string,
  ): ProviderReply {
    const circuit = findCircuit(circuitId) ?? badRequest('Unknown circuit');
    const { member } = memberOfCircuit(request, circuit);
    const order =
      member.document.orders.find((candidate) => candidate.bookingId === bookingId) ?? badRequest('Unknown booking');
    recordWalletPass({ wallet, kind: 'eTicket', circuitId, bookingId, memberId: String(member.memberId) });
    if (wallet === 'Apple')
      return applePass({
        kind: 'eTicket',
        serialNumber: bookingId,
        message: bookingId,
        description: 'E-ticket',
        fields: { primaryFields: [{ key: 'film', label: 'Film', value: order.filmTitle ?? '' }] },
      });
    return signPass({
      iss: 'fincher-sandbox',
      typ: `${wallet.toLowerCase()}_eticket`,
      circuitId,
      bookingId,
      film: order.filmTitle,
      session: order.sessionDateTime,
      cinema: order.cinemaName,
    });
  }

  // -------------------------------------------------------------------------------------------

  type Handler = (request: ProviderRequest, match: string[]) => ProviderReply;
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/Member\/Login$/, (r) => login(r, 1)],
    ['POST', /^\/Member\/v3\/Login$/, (r) => login(r, 3)],
    ['GET', /^\/Member\/RefreshLogin$/, (r) => refresh(r, 1)],
    ['GET', /^\/Member\/v3\/RefreshLogin$/, (r) => refresh(r, 3)],
    ['POST', /^\/Member\/Logout$/, (r) => logout(r, 1)],
    ['POST', /^\/Member\/v3\/Logout$/, (r) => logout(r, 3)],
    ['GET', /^\/Member\/v2\/OrderHistory$/, (r) => orderHistory(r, 1)],
    ['GET', /^\/Member\/v3\/OrderHistory$/, (r) => orderHistory(r, 3)],
    ['GET', /^\/Member\/v2\/TransactionHistory$/, (r) => transactionHistory(r, 1)],
    ['GET', /^\/Member\/v3\/TransactionHistory$/, (r) => transactionHistory(r, 3)],
    ['GET', /^\/Member\/GetItemsAvailableToValidatedLoyaltyMember\/([^/]+)$/, (r, m) => rewards(r, 1, m[1])],
    ['GET', /^\/Member\/v3\/RewardsListing$/, (r) => rewards(r, 3)],
    ['POST', /^\/Member\/v3\/OrderLoyaltyItem$/, (r) => orderLoyaltyItem(r)],
    ['POST', /^\/Member\/v3\/ConfirmItemRedemption$/, (r) => confirmItemRedemption(r)],
    ['POST', /^\/GiftCard\/CheckGiftCardBalance$/, (r) => checkGiftCardBalance(r)],
    ['GET', /^\/Member\/GetMembershipList\/([^/]+)\/$/, (r) => membershipList(r)],
    ['POST', /^\/Member\/SetMemberToActivateOnComplete$/, (r) => setMemberToActivateOnComplete(r)],
    ['POST', /^\/Member\/AddMembership\/([^/]+)$/, (r) => addMembership(r)],
    ['POST', /^\/Member\/CompletePayment\/$/, (r) => completePayment(r)],
    ['POST', /^\/Member\/Create$/, (r) => create(r, 1)],
    ['POST', /^\/Member\/v3\/Create$/, (r) => create(r, 3)],
    ['POST', /^\/Member\/Edit$/, (r) => edit(r, 1)],
    ['POST', /^\/Member\/v3\/Edit$/, (r) => edit(r, 3)],
    [
      'GET',
      /^\/Member\/UsernameReminder\/([^/]+)\/([^/]+)$/,
      (_r, m) => usernameReminder(m[1] ?? '', decodeURIComponent(m[2] ?? '')),
    ],
    ['POST', /^\/Member\/MemberSearch\/([^/]+)$/, (r, m) => memberSearch(r, m[1] ?? '')],
    ['GET', /^\/Member\/GetMember\/$/, (r) => getMember(r, 1)],
    ['GET', /^\/Member\/v3\/GetMember\/$/, (r) => getMember(r, 3)],
    [
      'GET',
      /^\/Member\/GetValidatedMember\/([^/]+)$/,
      (r, m) => {
        const circuit = findCircuit(m[1]) ?? badRequest('Unknown circuit');
        const { member, session } = memberOfCircuit(r, circuit);
        return authSuccess(member, session, circuit);
      },
    ],
    ['POST', /^\/Member\/StartRegistration$/, (r) => startRegistration(r)],
    ['POST', /^\/Member\/v3\/SendMemberActivationCode$/, (r) => sendMemberActivationCode(r)],
    ['GET', /^\/Member\/v3\/Delete\/$/, (r) => deleteMember(r)],
    ['GET', /^\/Member\/GetResetPasswordCode$/, (r) => getResetPasswordCode(r, 1)],
    ['GET', /^\/Member\/v3\/GetResetPasswordCode$/, (r) => getResetPasswordCode(r, 3)],
    ['GET', /^\/Member\/ValidatePasswordResetCode$/, (r) => validatePasswordResetCode(r)],
    ['POST', /^\/Member\/ResetPassword$/, (r) => resetPassword(r, 1)],
    ['POST', /^\/Member\/v3\/ResetPassword$/, (r) => resetPassword(r, 3)],
    ['GET', /^\/Member\/v3\/GetCards\/$/, (r) => cardsReply(memberOfCircuit(r, circuitOf(r, 3)).member, 3)],
    ['POST', /^\/Member\/v3\/AddCard\/$/, (r) => addCard(r)],
    ['POST', /^\/Member\/DeleteCard$/, (r) => deleteCard(r, 1)],
    ['POST', /^\/Member\/v3\/DeleteCard$/, (r) => deleteCard(r, 3)],
    ['GET', /^\/Member\/v3\/ReportLostCard$/, (r) => reportLostCard(r)],
    ['GET', /^\/Member\/v3\/GetFavoriteFilms$/, (r) => favoriteFilms(r, 'get')],
    ['POST', /^\/Member\/v3\/AddFavoriteFilm$/, (r) => favoriteFilms(r, 'add')],
    ['POST', /^\/Member\/v3\/RemoveFavoriteFilm$/, (r) => favoriteFilms(r, 'remove')],
    ['GET', /^\/Member\/v3\/GetFavoriteCinemas$/, (r) => favoriteCinemas(r, 'get')],
    ['POST', /^\/Member\/v3\/AddFavoriteCinema$/, (r) => favoriteCinemas(r, 'add')],
    ['POST', /^\/Member\/v3\/RemoveFavoriteCinema$/, (r) => favoriteCinemas(r, 'remove')],
    ['GET', /^\/Concession\/GetAllEVoucherConcessions\/([^/]+)$/, (r, m) => eVoucherConcessions(r, m[1] ?? '')],
    ['POST', /^\/Member\/GetPaymentProviderPortalSession$/, (r) => paymentPortalSession(r)],
    [
      'GET',
      /^\/(Apple|Google)ForPasses\/CreateLoyaltyCard\/([^/]+)$/,
      (r, m) => walletLoyaltyCard(r, m[1] ?? '', m[2] ?? ''),
    ],
    [
      'GET',
      /^\/(Apple|Google)ForPasses\/GetETicket\/([^/]+)\/([^/]+)$/,
      (r, m) => walletETicket(r, m[1] ?? '', m[2] ?? '', m[3] ?? ''),
    ],
  ];

  /** Answers a provider call, or undefined when the path is not a provider route. */
  function handle(request: ProviderRequest): ProviderReply | undefined {
    let pathMatched = false;
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(request.url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (method !== request.method) continue;
      try {
        return handler(
          request,
          match.map((part) => part ?? ''),
        );
      } catch (error) {
        if (error instanceof ProviderFailure) return error.reply;
        throw error;
      }
    }
    return pathMatched
      ? { status: 405, json: { peachCode: 405, statusCode: 405, clientErrorMessage: 'Method not allowed' } }
      : undefined;
  }

  return {
    handle,
    memberDetails,
    walletPassCalls: (): readonly WalletPassCall[] => walletPassCalls,
    findSessionMember: (token: string) => {
      const session = store.liveSession(token, now());
      const member = session ? store.memberById(session.memberId) : undefined;
      return member;
    },
  };
}

export type ProviderApi = ReturnType<typeof createProviderApi>;
