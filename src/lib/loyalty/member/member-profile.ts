import { providerProfileSchema, type ProviderProfile } from '../provider/provider-schemas.ts';

// The editable profile of memberDetails (§3.8), written back with §7.5 Edit; flags travel as "True" / "False" (§3.11)
// but some providers answer booleans, so both are read.

export interface MemberProfile {
  readonly memberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobilePhone: string;
  readonly zipCode: string;
  readonly sendNewsletter: boolean;
  readonly wishToReceiveSMS: boolean;
  readonly contactByThirdParty: boolean;
  /** Whether a loyalty membership is active or was (§4.8 is offered to members without one). */
  readonly hasLoyaltyMembership: boolean;
}

/** §3.11 flags are "True" / "False"; booleans and 1 / 0 are read too. */
export function readProviderFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

export function toProviderFlag(value: boolean): 'True' | 'False' {
  return value ? 'True' : 'False';
}

/** §4.16 status "loyalty" or "expired" means a membership, now or before; else a provider flag, else points. */
function hasLoyaltyMembershipOf(details: ProviderProfile): boolean {
  if (typeof details.isLoyaltyMember === 'boolean') return details.isLoyaltyMember;
  if (details.membershipStatus) return ['loyalty', 'expired'].includes(details.membershipStatus.toLowerCase());
  return (details.balanceList?.length ?? 0) > 0;
}

export function toMemberProfile(memberDetails: unknown): MemberProfile | null {
  if (typeof memberDetails !== 'object' || memberDetails === null) return null;
  const parsed = providerProfileSchema.safeParse(memberDetails);
  if (!parsed.success) return null;
  const details = parsed.data;
  return {
    memberId: details.memberId ?? '',
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
    mobilePhone: details.mobilePhone ?? details.phoneNumber ?? '',
    zipCode: details.zipCode ?? '',
    sendNewsletter: readProviderFlag(details.sendNewsletter),
    wishToReceiveSMS: readProviderFlag(details.wishToReceiveSMS),
    contactByThirdParty: readProviderFlag(details.contactByThirdParty),
    hasLoyaltyMembership: hasLoyaltyMembershipOf(details),
  };
}

export interface ProfileChanges {
  readonly firstName: string;
  readonly lastName: string;
  /** As typed; validated for the site's country (§5). */
  readonly mobilePhone: string;
  readonly zipCode: string;
  readonly sendNewsletter: boolean;
  readonly wishToReceiveSMS: boolean;
  readonly contactByThirdParty: boolean;
}

export type ProfileField = 'firstName' | 'lastName' | 'mobilePhone';

export function profileChangesOf(profile: MemberProfile): ProfileChanges {
  const { firstName, lastName, mobilePhone, zipCode, sendNewsletter, wishToReceiveSMS, contactByThirdParty } = profile;
  return { firstName, lastName, mobilePhone, zipCode, sendNewsletter, wishToReceiveSMS, contactByThirdParty };
}
