'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { TakesFocus } from '@/components/ui/takes-focus.tsx';
import { PasswordField, TextField } from '@/components/ui/text-field.tsx';
import { RESET_PASSWORD_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { forgetResetLink, resetLinkSearch } from './reset-link-address.ts';
import { useMemberSubmit } from './use-member-submit.ts';

/** §2.5, §3.13, §7.6: asks the provider to send a reset link to the member's e-mail address. */
export function ForgotPasswordForm() {
  const api = useMemberApi();
  const t = useTranslations('member.reset');
  const [email, setEmail] = useState('');
  const request = useMemberSubmit(
    () =>
      api.requestPasswordReset(email, {
        resetPageUrl: new URL(RESET_PASSWORD_PATH, window.location.origin).toString(),
        host: window.location.host,
      }),
    { onSuccess: () => t('sent') },
  );

  return (
    <form
      onSubmit={request.onSubmit(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="forgot-heading"
      aria-busy={request.pending}
    >
      <h2 id="forgot-heading" className="text-xl">
        {t('requestTitle')}
      </h2>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={request.fieldErrors.email}
      />
      <FormMessage error={request.error} success={request.success} />
      <div>
        <Button type="submit" disabled={request.pending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The reset link's query string (reset-link-address.ts): the page's own code (ResetLinkOutOfAddress)
 * has usually moved it from the address into the tab's storage by the time this form arrives.
 */
function useResetLinkSearch(): string | null {
  return useSyncExternalStore(
    // The link does not change while the page is open (taking it out of the address keeps it).
    () => () => undefined,
    resetLinkSearch,
    () => null,
  );
}

/** §2.5, §4.9: the reset page reads its code from its URL and sets the new password. */
export function ResetPasswordForm() {
  const { config } = useMemberSession();
  const api = useMemberApi();
  const t = useTranslations('member.reset');
  const tf = useTranslations('member.form');
  const search = useResetLinkSearch();
  const link = useMemo(() => (search === null ? undefined : api.resetLinkOf(search)), [api, search]);
  const [password, setPassword] = useState('');
  const reset = useMemberSubmit(
    async () => {
      if (!link) throw api.invalidResetLinkError();
      const problem = api.passwordProblem(password);
      if (problem) throw MemberError.invalidInput(problem);
      await api.resetPassword(link, password);
      forgetResetLink();
    },
    { validate: () => ({ password: password ? api.passwordProblem(password) : null }), onSuccess: () => t('done') },
  );

  // First: a completed reset has forgotten its link (the code is spent).
  if (reset.success) {
    return (
      <div className="flex flex-col gap-3">
        <TakesFocus role="status" data-testid="member-success">
          {reset.success}
        </TakesFocus>
        <RouteLink href={`/${config.loginSlug}/`} className="underline">
          {t('signIn')}
        </RouteLink>
      </div>
    );
  }
  if (link === undefined) return <p role="status">{t('loading')}</p>;
  if (link === null) {
    return (
      <p role="alert" data-testid="member-error">
        {api.invalidResetLinkError().message}
      </p>
    );
  }
  return (
    <form
      onSubmit={reset.onSubmit(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="reset-heading"
      aria-busy={reset.pending}
    >
      <h2 id="reset-heading" className="text-xl">
        {t('resetTitle')}
      </h2>
      <PasswordField
        label={t('newPassword')}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
        error={reset.fieldErrors.password}
        hint={api.passwordHint ?? undefined}
        toggleLabels={{ show: tf('showPassword'), hide: tf('hidePassword') }}
      />
      <FormMessage error={reset.error} />
      <div>
        <Button type="submit" disabled={reset.pending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
