import { providerProfileSchema, type ProviderProfile } from '../provider/provider-schemas.ts';

// The member's editable profile, read from memberDetails (§3.8) and written back with §7.5 Edit.
// Preference flags travel as the strings "True" / "False", like the §3.11 create payload; some
// providers answer with booleans, so both are read. UI code sees MemberProfile only.

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

/** The §3.11 spelling of a flag. */
export function toProviderFlag(value: boolean): 'True' | 'False' {
  return value ? 'True' : 'False';
}

/**
 * §4.16 names "loyalty" and "expired" as membership status values: either means the member has
 * (had) a loyalty membership. Without a status, a provider flag, else a points balance, tells.
 */
function hasLoyaltyMembershipOf(details: ProviderProfile): boolean {
  if (typeof details.isLoyaltyMember === 'boolean') return details.isLoyaltyMember;
  if (details.membershipStatus) return ['loyalty', 'expired'].includes(details.membershipStatus.toLowerCase());
  return (details.balanceList?.length ?? 0) > 0;
}

/** memberDetails → the profile, or null when the answer has none. */
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

/** What the profile form edits. */
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

/** The form's starting values: the stored profile. */
export function profileChangesOf(profile: MemberProfile): ProfileChanges {
  const { firstName, lastName, mobilePhone, zipCode, sendNewsletter, wishToReceiveSMS, contactByThirdParty } = profile;
  return { firstName, lastName, mobilePhone, zipCode, sendNewsletter, wishToReceiveSMS, contactByThirdParty };
}
