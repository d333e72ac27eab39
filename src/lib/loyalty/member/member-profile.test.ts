import { describe, expect, it } from 'vitest';
import { buildMemberEditPayload } from './member-profile-edit.ts';
import { profileChangesOf, readProviderFlag, toMemberProfile, toProviderFlag } from './member-profile.ts';

// Profile edit (§1 "profile edit", §7.5 Edit): reading memberDetails (§3.8), the §3.11 flag
// spelling, the §5 phone and text rules, and §4.16 membership status for the §4.8 offer.

const DETAILS = {
  memberId: 100001,
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.fr',
  mobilePhone: '+33612345678',
  zipCode: '75005',
  sendNewsletter: 'True',
  wishToReceiveSMS: false,
  contactByThirdParty: 'False',
  balanceList: [{ name: 'POINTS', pointsRemaining: 3 }],
};

describe('profile from memberDetails (§3.8)', () => {
  it('reads the fields, numeric ids as strings, and flags given as strings or booleans (§3.11)', () => {
    expect(toMemberProfile(DETAILS)).toEqual({
      memberId: '100001',
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire@example.fr',
      mobilePhone: '+33612345678',
      zipCode: '75005',
      sendNewsletter: true,
      wishToReceiveSMS: false,
      contactByThirdParty: false,
      hasLoyaltyMembership: true,
    });
  });
  it('falls back to phoneNumber and empty strings; no details gives null', () => {
    expect(toMemberProfile({ phoneNumber: '+33600000000' })).toMatchObject({
      mobilePhone: '+33600000000',
      firstName: '',
      zipCode: '',
    });
    expect(toMemberProfile(null)).toBeNull();
    expect(toMemberProfile('x')).toBeNull();
  });
  it('§3.11 flags: "True"/"False", booleans and 1/0', () => {
    expect(['True', 'true', true, 1].map(readProviderFlag)).toEqual([true, true, true, true]);
    expect(['False', '', 'yes', false, 0, null, undefined].map(readProviderFlag)).toEqual(Array(7).fill(false));
    expect([toProviderFlag(true), toProviderFlag(false)]).toEqual(['True', 'False']);
  });
  it('§4.16 / §4.8: loyalty membership from the provider flag, else the status, else a balance', () => {
    expect(toMemberProfile({ ...DETAILS, isLoyaltyMember: false })?.hasLoyaltyMembership).toBe(false);
    expect(toMemberProfile({ membershipStatus: 'loyalty' })?.hasLoyaltyMembership).toBe(true);
    expect(toMemberProfile({ membershipStatus: 'expired' })?.hasLoyaltyMembership).toBe(true);
    expect(toMemberProfile({ membershipStatus: 'none', balanceList: [{}] })?.hasLoyaltyMembership).toBe(false);
    expect(toMemberProfile({ balanceList: [] })?.hasLoyaltyMembership).toBe(false);
  });
});

describe('§7.5 edit payload', () => {
  const profile = toMemberProfile(DETAILS)!;

  it('unchanged values give the stored profile back, flags spelt "True"/"False"', () => {
    const result = buildMemberEditPayload(profile, profileChangesOf(profile), 'FR');
    expect(result).toEqual({
      ok: true,
      payload: {
        memberId: '100001',
        email: 'claire@example.fr',
        firstName: 'Claire',
        lastName: 'Dubois',
        mobilePhone: '+33612345678',
        zipCode: '75005',
        sendNewsletter: 'True',
        wishToReceiveSMS: 'False',
        contactByThirdParty: 'False',
      },
    });
  });

  it('§5 the mobile number is validated for the site country and sent in E.164', () => {
    const changes = { ...profileChangesOf(profile), mobilePhone: '06 98 76 54 32' };
    expect(buildMemberEditPayload(profile, changes, 'FR')).toMatchObject({
      ok: true,
      payload: { mobilePhone: '+33698765432' },
    });
    // A French national number is not a valid US number; an empty number is invalid (§5).
    expect(buildMemberEditPayload(profile, changes, 'US')).toEqual({ ok: false, invalid: ['mobilePhone'] });
    expect(buildMemberEditPayload(profile, { ...changes, mobilePhone: '' }, 'FR')).toEqual({
      ok: false,
      invalid: ['mobilePhone'],
    });
  });

  it('§3.1 allCountries: the number of a country the site offers, read for the one chosen', () => {
    const changes = { ...profileChangesOf(profile), mobilePhone: '0470 12 34 56' };
    expect(buildMemberEditPayload(profile, changes, 'BE', ['FR', 'BE'])).toMatchObject({
      ok: true,
      payload: { mobilePhone: '+32470123456' },
    });
    expect(buildMemberEditPayload(profile, { ...changes, mobilePhone: '+32 470 12 34 56' }, 'FR')).toEqual({
      ok: false,
      invalid: ['mobilePhone'],
    });
  });

  it('names are required; § 5 forbidden characters are stripped', () => {
    const changes = { ...profileChangesOf(profile), firstName: ' <>', lastName: 'O"Brien & co', zipCode: "75'005" };
    expect(buildMemberEditPayload(profile, changes, 'FR')).toEqual({ ok: false, invalid: ['firstName'] });
    const ok = buildMemberEditPayload(profile, { ...changes, firstName: 'Anne' }, 'FR');
    expect(ok).toMatchObject({ ok: true, payload: { firstName: 'Anne', lastName: 'OBrien  co', zipCode: '75005' } });
  });

  it('preference changes are sent', () => {
    const changes = {
      ...profileChangesOf(profile),
      sendNewsletter: false,
      wishToReceiveSMS: true,
      contactByThirdParty: true,
    };
    expect(buildMemberEditPayload(profile, changes, 'FR')).toMatchObject({
      payload: { sendNewsletter: 'False', wishToReceiveSMS: 'True', contactByThirdParty: 'True' },
    });
  });
});
