import type { ProviderApi } from '../provider/provider-api.ts';
import { PEACH_SUCCESS } from '../provider/provider-constants.ts';

// §4.8: four provider calls in a row; a failed precondition stops the chain silently (§8.3) and says where, so a
// screen can tell the member nothing changed, while network failures are rethrown.

export type MembershipActivationApi = Pick<
  ProviderApi,
  'getMembershipList' | 'setMemberToActivateOnComplete' | 'addMembership' | 'completePayment'
>;

/** The user's fields sent with SetMemberToActivateOnComplete and reused by the later steps (§3.12). */
export interface ActivationMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobilePhone: string;
}

export type ActivationStep = 'membership-list' | 'activate-on-complete' | 'add-membership' | 'complete-payment';

export type MembershipActivationOutcome =
  | { readonly status: 'activated'; readonly orderId: string }
  | { readonly status: 'stopped'; readonly step: ActivationStep };

/** §3.12: the first item of listConcessionGrouping[0].items, usable only with a code and a memberLevelId. */
export function membershipItemOf(list: unknown): { readonly code: string; readonly memberLevelId: number } | null {
  // The answer of a failed call is whatever the provider sent: read it as unknown.
  const groups = (list as { listConcessionGrouping?: unknown } | null)?.listConcessionGrouping;
  const items = Array.isArray(groups) ? (groups[0] as { items?: unknown } | undefined)?.items : undefined;
  const item = Array.isArray(items) ? (items[0] as { code?: unknown; memberLevelId?: unknown } | undefined) : undefined;
  if (!item || typeof item.code !== 'string' || item.code === '' || typeof item.memberLevelId !== 'number') return null;
  return { code: item.code, memberLevelId: item.memberLevelId };
}

/** §4.8; without `token` (the browser) the gateway adds the cookie's. */
export async function activateLoyaltyMembership(
  api: MembershipActivationApi,
  member: ActivationMember,
  sessionToken?: string,
): Promise<MembershipActivationOutcome> {
  // 1. The membership list: the item must have a code and a memberLevelId.
  const list = await api.getMembershipList(sessionToken);
  const item = membershipItemOf(list.data);
  if (!item) return { status: 'stopped', step: 'membership-list' };

  // 2. Mark the member to activate on complete: the answer must carry a userSessionId and peachCode 0.
  const marked = await api.setMemberToActivateOnComplete(
    {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      mobilePhone: member.mobilePhone,
      memberItemId: item.code,
      memberLevelId: item.memberLevelId,
    },
    sessionToken,
  );
  const userSessionId = (marked.data as { userSessionId?: string | null } | null)?.userSessionId;
  if (marked.peachCode !== PEACH_SUCCESS || !userSessionId) return { status: 'stopped', step: 'activate-on-complete' };

  // 3. Add the membership as a concession order (cost 0, quantity 1): the answer must carry an orderId.
  const order = await api.addMembership(
    { userSessionId, emailAddress: member.email, mobile: member.mobilePhone, itemCode: item.code },
    sessionToken,
  );
  const orderId = (order.data as { orderId?: string | null } | null)?.orderId;
  if (!orderId) return { status: 'stopped', step: 'add-membership' };

  // 4. Complete a zero-amount payment with IsNewMember true.
  const payment = await api.completePayment(
    { orderId, firstName: member.firstName, lastName: member.lastName, email: member.email },
    sessionToken,
  );
  return payment.ok ? { status: 'activated', orderId } : { status: 'stopped', step: 'complete-payment' };
}
