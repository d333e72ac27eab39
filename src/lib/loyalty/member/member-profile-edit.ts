import { stripForbiddenCharacters, toE164 } from './member-input.ts';
import { toProviderFlag, type MemberProfile, type ProfileChanges, type ProfileField } from './member-profile.ts';

// §7.5 Edit and its §5 checks, apart for the phone metadata. Why: docs/decisions/0001-member-code-out-of-first-load.md

/** §5: names required, the mobile number valid for the chosen country, one the site offers (§3.1); never empty. */
export function invalidProfileFields(
  changes: ProfileChanges,
  country: string,
  allowed: readonly string[] = [country],
): readonly ProfileField[] {
  return buildMemberEditPayload(EMPTY_PROFILE, changes, country, allowed).invalid ?? [];
}

export type MemberEditPayloadResult =
  | { readonly ok: true; readonly payload: Readonly<Record<string, string>>; readonly invalid?: undefined }
  | { readonly ok: false; readonly invalid: readonly ProfileField[] };

const EMPTY_PROFILE: MemberProfile = {
  memberId: '',
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  zipCode: '',
  sendNewsletter: false,
  wishToReceiveSMS: false,
  contactByThirdParty: false,
  hasLoyaltyMembership: false,
};

/** §7.5 Edit payload with the §5 checks, the text stripped again here so that no caller can skip it. */
export function buildMemberEditPayload(
  profile: MemberProfile,
  changes: ProfileChanges,
  country: string,
  allowed: readonly string[] = [country],
): MemberEditPayloadResult {
  const firstName = stripForbiddenCharacters(changes.firstName).trim();
  const lastName = stripForbiddenCharacters(changes.lastName).trim();
  const mobilePhone = toE164(changes.mobilePhone, country, allowed);
  const invalid: ProfileField[] = [];
  if (firstName === '') invalid.push('firstName');
  if (lastName === '') invalid.push('lastName');
  if (mobilePhone === null) invalid.push('mobilePhone');
  if (invalid.length > 0 || mobilePhone === null) return { ok: false, invalid };
  return {
    ok: true,
    payload: {
      memberId: profile.memberId,
      email: profile.email,
      firstName,
      lastName,
      mobilePhone,
      zipCode: stripForbiddenCharacters(changes.zipCode).trim(),
      sendNewsletter: toProviderFlag(changes.sendNewsletter),
      wishToReceiveSMS: toProviderFlag(changes.wishToReceiveSMS),
      contactByThirdParty: toProviderFlag(changes.contactByThirdParty),
    },
  };
}
