import * as z from 'zod/mini';
import type { ProviderApi } from '../provider/provider-api.ts';
import { LOYALTY_ERROR_CODES } from './error-catalogue.ts';
import { normalizeCardCode } from './member-text-input.ts';

// §4.10 member search, used to give a member who joined at the box office (a loyalty card, no
// online account) their online access: find the member, and when they have no username yet, edit
// them to set a username (falling back to the e-mail) and the clubId the search returned. Version 1
// only (§7.5 MemberSearch has no version 3 route); the password is then set through the reset flow.
//
// The flow runs on the server only (POST /api/member/online-access, src/server/member/online-access.ts):
// the search answers the member's whole record and the edit, without a session, acts on any
// memberId, so the page's gateway refuses the search, and the edit to a guest. The page gets the outcome alone, in the
// shape of `onlineAccessAnswerSchema` below, which both sides read.

export type MemberSearchApi = Pick<ProviderApi, 'memberSearch' | 'editMember'>;

export interface OnlineAccessRequest {
  readonly email: string;
  /** The loyalty card number printed on the card; upper-cased like every card code (§5). */
  readonly cardNumber: string;
  /** A username the member chose; §4.10 falls back to the e-mail. */
  readonly username?: string;
}

/** The provider's refusal, for the §8.2 message. */
export interface ProviderRefusal {
  readonly peachCode: number | null;
  readonly clientErrorMessage: string | null;
}

export type OnlineAccessOutcome =
  /** The search found nobody (or failed): its §8 message applies (30 "Member not found"). */
  | { readonly status: 'not-found'; readonly refusal: ProviderRefusal }
  /** §4.10 stop: the member already has a username, i.e. an online account. */
  | { readonly status: 'has-username' }
  /** §4.10 stop: no clubId came back. */
  | { readonly status: 'no-club' }
  /** The edit was refused: its §8 message applies. */
  | { readonly status: 'edit-refused'; readonly refusal: ProviderRefusal }
  | { readonly status: 'username-set'; readonly username: string };

function refusalOf(answer: { peachCode: number | null; clientErrorMessage: string | null }): ProviderRefusal {
  return { peachCode: answer.peachCode, clientErrorMessage: answer.clientErrorMessage };
}

/** §8.1 code 30, as if the provider had found nobody. */
const MEMBER_NOT_FOUND: ProviderRefusal = { peachCode: LOYALTY_ERROR_CODES.memberNotFound, clientErrorMessage: null };

/**
 * Whether the member the search answered is the one asked for: their e-mail, where the answer
 * names it, must be the one typed. A provider that found the member by card alone must not let the
 * card suffice: the edit then sets the typed e-mail on the member found, and the reset flow mails
 * that address. (The card is not compared: the answer names the member's main card, and a member
 * may have typed another of theirs.)
 */
function isMemberAskedFor(
  details: { readonly email?: string | null } | null | undefined,
  request: { readonly email: string },
): boolean {
  const email = details?.email?.trim();
  return !email || email.toLowerCase() === request.email.toLowerCase();
}

export async function claimOnlineAccess(
  api: MemberSearchApi,
  request: OnlineAccessRequest,
): Promise<OnlineAccessOutcome> {
  const email = request.email.trim();
  const cardNumber = normalizeCardCode(request.cardNumber);
  const search = await api.memberSearch({ email, cardNumber });
  if (!search.ok) return { status: 'not-found', refusal: refusalOf(search) };
  if (!isMemberAskedFor(search.data.memberDetails, { email }))
    return { status: 'not-found', refusal: MEMBER_NOT_FOUND };

  // §4.10: "If the member found already hasUserName, or no clubId is returned, the flow stops."
  if (search.data.hasUserName === true) return { status: 'has-username' };
  const clubId = search.data.clubId;
  if (!clubId) return { status: 'no-club' };

  const username = request.username?.trim() || email;
  // §7.5 Edit, token optional: without a session the provider knows the member by memberId.
  const edit = await api.editMember({ memberId: search.data.memberDetails?.memberId ?? null, email, username, clubId });
  if (!edit.ok) return { status: 'edit-refused', refusal: refusalOf(edit) };
  return { status: 'username-set', username };
}

/** The route that runs the flow for the page (src/app/api/member/online-access). */
export const ONLINE_ACCESS_ENDPOINT = '/api/member/online-access';

/**
 * What POST /api/member/online-access answers: the outcome, never the member's details. A refusal
 * (nobody found, the edit refused) carries the provider's code for the §8.2 message.
 */
export const onlineAccessAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('username-set'), username: z.string() }),
  z.object({ status: z.literal('has-username') }),
  z.object({ status: z.literal('no-club') }),
  z.object({
    status: z.literal('refused'),
    peachCode: z.nullable(z.number()),
    clientErrorMessage: z.nullable(z.string()),
  }),
]);
export type OnlineAccessAnswer = z.infer<typeof onlineAccessAnswerSchema>;

/** The answer, or null when it does not have the expected shape (treated as a failed call). */
export function parseOnlineAccessAnswer(json: unknown): OnlineAccessAnswer | null {
  const parsed = onlineAccessAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The route's answer for an outcome: the refusal's code and message only, nothing of the member. */
export function onlineAccessAnswerOf(outcome: OnlineAccessOutcome): OnlineAccessAnswer {
  switch (outcome.status) {
    case 'not-found':
    case 'edit-refused':
      return {
        status: 'refused',
        peachCode: outcome.refusal.peachCode,
        clientErrorMessage: outcome.refusal.clientErrorMessage,
      };
    case 'username-set':
      return { status: 'username-set', username: outcome.username };
    case 'has-username':
    case 'no-club':
      return { status: outcome.status };
  }
}
