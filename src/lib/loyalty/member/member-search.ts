import type { ProviderApi } from '../provider/provider-api.ts';
import { normalizeCardCode } from './member-text-input.ts';

// §4.10 member search, used to give a member who joined at the box office (a loyalty card, no
// online account) their online access: find the member, and when they have no username yet, edit
// them to set a username (falling back to the e-mail) and the clubId the search returned. Version 1
// only (§7.5 MemberSearch has no version 3 route); the password is then set through the reset flow.

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

export async function claimOnlineAccess(
  api: MemberSearchApi,
  request: OnlineAccessRequest,
): Promise<OnlineAccessOutcome> {
  const email = request.email.trim();
  const search = await api.memberSearch({ email, cardNumber: normalizeCardCode(request.cardNumber) });
  if (!search.ok) return { status: 'not-found', refusal: refusalOf(search) };

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
