import { stripForbiddenCharacters, toE164 } from './member-input.ts';
import { toProviderFlag, type MemberProfile, type ProfileChanges, type ProfileField } from './member-profile.ts';

// §7.5 Edit and its §5 checks, apart for the phone metadata. Why: docs/decisions/0001-member-code-out-of-first-load.md

/** §5: names required, the mobile number valid for the site's country (an empty one is not). */
export function invalidProfileFields(changes: ProfileChanges, country: string): readonly ProfileField[] {
  return buildMemberEditPayload(EMPTY_PROFILE, changes, country).invalid ?? [];
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
): MemberEditPayloadResult {
  const firstName = stripForbiddenCharacters(changes.firstName).trim();
  const lastName = stripForbiddenCharacters(changes.lastName).trim();
  const mobilePhone = toE164(changes.mobilePhone, country);
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
