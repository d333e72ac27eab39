import { stripForbiddenCharacters, toE164 } from './member-input.ts';
import { toProviderFlag, type MemberProfile, type ProfileChanges, type ProfileField } from './member-profile.ts';

// The §7.5 Edit of the profile form and its §5 checks. Apart from member-profile.ts because the
// phone rule brings libphonenumber's metadata (about 40 KB gzipped): only the profile form and the
// member layer's save, loaded when the member saves, need it.

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

/**
 * The §7.5 Edit payload for the profile form: names required, the mobile number valid for the
 * site's country and sent in E.164 (§5: an empty number is invalid), text stripped of < > ' " &
 * (§5, already done as typed; again here so no other caller can skip it), flags as "True"/"False".
 */
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
