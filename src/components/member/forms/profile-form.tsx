'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { profileChangesOf } from '@/lib/loyalty/member/member-profile.ts';
import type { MemberProfile, ProfileChanges } from '@/lib/loyalty/member/member-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { CheckboxField, TextField } from '@/components/ui/text-field.tsx';
import { useMemberCache, useMemberProfile } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { useMemberSubmit } from './use-member-submit.ts';
import { loadPhoneRules, usePhoneRules } from './use-phone-rules.ts';
import { PhoneCountryField } from './phone-country-field.tsx';

/** Profile edit (§7.5 Edit): the stored profile is loaded first, then the form edits it. */
export function ProfileEditor() {
  const profile = useMemberProfile();
  const t = useTranslations('member.profile');
  if (profile.isPending) {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  // A failed reload after saving keeps the form: only a profile never loaded is an error.
  if (!profile.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage error={t('loadError')} />
        <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <ProfileForm key={profile.data.memberId} profile={profile.data} />;
}

/**
 * The form keeps what was typed whatever the provider answers (nothing typed is lost on an
 * error); on success the session's member is refreshed so the header shows the new name.
 */
function ProfileForm({ profile }: { profile: MemberProfile }) {
  const session = useMemberSession();
  const api = useMemberApi();
  const cache = useMemberCache();
  const phoneRules = usePhoneRules();
  const t = useTranslations('member.profile');
  const [changes, setChanges] = useState<ProfileChanges>(() => profileChangesOf(profile));
  // §3.1 allCountries: the number is read for the country chosen among those the site offers.
  const countries = session.config.phoneCountries;
  const offered = countries.map((country) => country.code);
  const [phoneCountry, setPhoneCountry] = useState(offered[0] ?? session.config.country);
  const tf = useTranslations('member.form');
  const set =
    <K extends keyof ProfileChanges>(name: K) =>
    (value: ProfileChanges[K]) =>
      setChanges((current) => ({ ...current, [name]: value }));
  const save = useMemberSubmit(
    async () => {
      // §5: names required, the mobile number valid for the chosen country (rules loaded with the form).
      const { invalidProfileFields } = await loadPhoneRules();
      const invalid = invalidProfileFields(changes, phoneCountry, offered);
      if (invalid.length > 0) throw MemberError.invalidInput(invalid.map((field) => t(`invalid.${field}`)).join(' '));
      await api.saveProfile(profile, changes, { country: phoneCountry, allowed: offered });
    },
    {
      // §5: every invalid field marked and described at once, before anything is sent.
      // Until the phone rules have loaded, the submit checks the fields (above).
      validate: () =>
        Object.fromEntries(
          (phoneRules?.invalidProfileFields(changes, phoneCountry, offered) ?? []).map((field) => [
            field,
            t(`invalid.${field}`),
          ]),
        ),
      onSuccess: async () => {
        // One after the other: the refresh rotates the session (§4.1), so a reload of the profile
        // running alongside it could still carry the old token.
        await session.refresh();
        await cache.reload('profile');
        return t('saved');
      },
    },
  );

  return (
    <form
      onSubmit={save.onSubmit(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-heading"
      aria-busy={save.pending}
      data-testid="profile-form"
    >
      <h2 id="profile-heading" className="text-xl">
        {t('formTitle')}
      </h2>
      <p>
        <span className="font-bold">{t('email')}</span> <span data-testid="profile-email">{profile.email}</span>
      </p>
      <TextField
        label={t('firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        value={changes.firstName}
        onValueChange={set('firstName')}
        error={save.fieldErrors.firstName}
      />
      <TextField
        label={t('lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        value={changes.lastName}
        onValueChange={set('lastName')}
        error={save.fieldErrors.lastName}
      />
      <PhoneCountryField
        label={tf('phoneCountry')}
        countries={countries}
        value={phoneCountry}
        onValueChange={setPhoneCountry}
      />
      <TextField
        label={t('mobilePhone')}
        name="mobilePhone"
        type="tel"
        autoComplete="tel"
        required
        value={changes.mobilePhone}
        onValueChange={set('mobilePhone')}
        error={save.fieldErrors.mobilePhone}
        hint={t('mobilePhoneHint')}
      />
      <TextField
        label={t('zipCode')}
        autoComplete="postal-code"
        value={changes.zipCode}
        onValueChange={set('zipCode')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">{t('preferences')}</legend>
        <CheckboxField
          label={t('sendNewsletter')}
          checked={changes.sendNewsletter}
          onCheckedChange={set('sendNewsletter')}
        />
        <CheckboxField
          label={t('wishToReceiveSMS')}
          checked={changes.wishToReceiveSMS}
          onCheckedChange={set('wishToReceiveSMS')}
        />
        <CheckboxField
          label={t('contactByThirdParty')}
          checked={changes.contactByThirdParty}
          onCheckedChange={set('contactByThirdParty')}
        />
      </fieldset>
      <FormMessage error={save.error} success={save.success} />
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
