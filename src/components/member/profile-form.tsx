'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import {
  buildMemberEditPayload,
  profileChangesOf,
  type MemberProfile,
  type ProfileChanges,
} from '@/lib/loyalty/member/member-profile.ts';
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';
import { MEMBER_PROFILE_KEY, useMemberProfile } from './use-member-profile.ts';

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
        <button type="button" className={secondaryButtonClass} onClick={() => void profile.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <ProfileForm key={profile.data.memberId} profile={profile.data} />;
}

function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The form keeps what was typed whatever the provider answers (issue 6: nothing typed is lost on
 * an error); on success the session's member is refreshed so the header shows the new name.
 */
function ProfileForm({ profile }: { profile: MemberProfile }) {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const queryClient = useQueryClient();
  const t = useTranslations('member.profile');
  const errorMessage = useLoyaltyErrorMessage();
  const [changes, setChanges] = useState<ProfileChanges>(() => profileChangesOf(profile));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set =
    <K extends keyof ProfileChanges>(name: K) =>
    (value: ProfileChanges[K]) =>
      setChanges((current) => ({ ...current, [name]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const built = buildMemberEditPayload(profile, changes, session.config.country);
    if (!built.ok) {
      setError(built.invalid.map((field) => t(`invalid.${field}`)).join(' '));
      return;
    }
    setPending(true);
    try {
      const answer = await api.editMember(built.payload, COOKIE_TOKEN);
      if (!answer.ok) {
        setError(errorMessage(answer));
        return;
      }
      setSuccess(t('saved'));
      // One after the other: the refresh rotates the session (§4.1), so a reload of the profile
      // running alongside it could still carry the old token.
      await session.refresh();
      await queryClient.invalidateQueries({ queryKey: MEMBER_PROFILE_KEY });
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-heading"
      aria-busy={pending}
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
        autoComplete="given-name"
        required
        value={changes.firstName}
        onValueChange={set('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        required
        value={changes.lastName}
        onValueChange={set('lastName')}
      />
      <TextField
        label={t('mobilePhone')}
        type="tel"
        autoComplete="tel"
        required
        value={changes.mobilePhone}
        onValueChange={set('mobilePhone')}
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
        <CheckboxField label={t('sendNewsletter')} checked={changes.sendNewsletter} onChange={set('sendNewsletter')} />
        <CheckboxField
          label={t('wishToReceiveSMS')}
          checked={changes.wishToReceiveSMS}
          onChange={set('wishToReceiveSMS')}
        />
        <CheckboxField
          label={t('contactByThirdParty')}
          checked={changes.contactByThirdParty}
          onChange={set('contactByThirdParty')}
        />
      </fieldset>
      <FormMessage error={error} success={success} />
      <div>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
