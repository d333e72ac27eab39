import * as z from 'zod/mini';
import type { ProviderApi } from '../provider/provider-api.ts';
import { LOYALTY_ERROR_CODES } from './error-catalogue.ts';
import { normalizeCardCode } from './member-text-input.ts';

// §4.10 online access for a member who joined at the box office (version 1 only): find them and, with no username
// yet, set one and the clubId found. Server only, as the search answers the whole record and the edit acts on any
// memberId; the page gets the outcome alone (`onlineAccessAnswerSchema`).

export type MemberSearchApi = Pick<ProviderApi, 'memberSearch' | 'editMember'>;

export interface OnlineAccessRequest {
  readonly email: string;
  readonly cardNumber: string;
  /** A username the member chose; §4.10 falls back to the e-mail. */
  readonly username?: string;
}

export interface ProviderRefusal {
  readonly peachCode: number | null;
  readonly clientErrorMessage: string | null;
}

export type OnlineAccessOutcome =
  /** The search found nobody (or failed): its §8 message applies (30 "Member not found"). */
  | { readonly status: 'not-found'; readonly refusal: ProviderRefusal }
  /** §4.10 stop: the member already has a username, i.e. an online account. */
  | { readonly status: 'has-username' }
  | { readonly status: 'no-club' }
  | { readonly status: 'edit-refused'; readonly refusal: ProviderRefusal }
  | { readonly status: 'username-set'; readonly username: string };

function refusalOf(answer: { peachCode: number | null; clientErrorMessage: string | null }): ProviderRefusal {
  return { peachCode: answer.peachCode, clientErrorMessage: answer.clientErrorMessage };
}

/** §8.1 code 30, as if the provider had found nobody. */
const MEMBER_NOT_FOUND: ProviderRefusal = { peachCode: LOYALTY_ERROR_CODES.memberNotFound, clientErrorMessage: null };

// The typed e-mail must match where the answer names one, lest a card alone set it on someone else's account. The
// card is not compared: the answer names the main card only.
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

export const ONLINE_ACCESS_ENDPOINT = '/api/member/online-access';

/** The outcome, never the member's details; a refusal carries the provider's code for the §8.2 message. */
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

export function parseOnlineAccessAnswer(json: unknown): OnlineAccessAnswer | null {
  const parsed = onlineAccessAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

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
