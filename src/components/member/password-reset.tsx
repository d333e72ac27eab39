'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { LOYALTY_ERROR_CODES, LOYALTY_GENERIC_MESSAGES } from '@/lib/loyalty/member/error-catalogue.ts';
import { meetsBoostPosComplexity } from '@/lib/loyalty/member/member-input.ts';
import {
  buildResetPasswordLink,
  readResetCode,
  readResetEmail,
  shouldPostResetAfterValidation,
} from '@/lib/loyalty/member/password-reset.ts';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, PasswordField, primaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { RESET_PASSWORD_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useLoyaltyApi } from './use-loyalty-api.ts';

/** §2.5, §3.13, §7.6: asks the provider to send a reset link to the member's e-mail address. */
export function ForgotPasswordForm() {
  const { config } = useMemberSession();
  const api = useLoyaltyApi();
  const t = useTranslations('member.reset');
  const errorMessage = useLoyaltyErrorMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    setPending(true);
    try {
      const emailAddress = email.trim();
      const resetPasswordLink = buildResetPasswordLink({
        base: window.location.origin,
        path: RESET_PASSWORD_PATH,
        provider: config.provider,
        version: config.version,
        email: emailAddress,
      });
      const answer = await api.getResetPasswordCode({ emailAddress, rootUrl: window.location.host, resetPasswordLink });
      if (answer.ok) setSuccess(t('sent'));
      else setError(errorMessage(answer));
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="forgot-heading"
      aria-busy={pending}
    >
      <h2 id="forgot-heading" className="text-xl">
        {t('requestTitle')}
      </h2>
      <TextField label={t('email')} type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
      <FormMessage error={error} success={success} />
      <div>
        <button type="submit" disabled={pending || email.trim() === ''} className={primaryButtonClass}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}

/** The page's own query string, or null while it is not known (server rendering and hydration). */
function usePageSearch(): string | null {
  return useSyncExternalStore(
    // The reset page's URL does not change while it is open.
    () => () => undefined,
    () => window.location.search,
    () => null,
  );
}

/** §2.5, §4.9: the reset page reads its code from its URL and sets the new password. */
export function ResetPasswordForm() {
  const { config } = useMemberSession();
  const api = useLoyaltyApi();
  const t = useTranslations('member.reset');
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const errorMessage = useLoyaltyErrorMessage();
  const search = usePageSearch();
  const code = useMemo(
    () =>
      search === null ? null : { resetCode: readResetCode(search, config.provider), email: readResetEmail(search) },
    [search, config.provider],
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code?.resetCode) return;
    setError(null);
    if (config.provider === 'BOOST_POS' && !meetsBoostPosComplexity(password)) {
      return setError(LOYALTY_GENERIC_MESSAGES.passwordComplexityBoostPos[locale]);
    }
    setPending(true);
    try {
      if (config.version === 1) {
        // §4.9: validate the code first; stop on its failure.
        const validation = await api.validatePasswordResetCode({ emailAddress: code.email, resetCode: code.resetCode });
        if (!shouldPostResetAfterValidation(validation, LOYALTY_ERROR_CODES.invalidResetCode))
          return setError(errorMessage(validation));
      }
      const answer = await api.resetPassword({ password, resetCode: code.resetCode });
      if (answer.ok) setDone(true);
      else setError(errorMessage(answer));
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  if (code === null) return <p role="status">{t('loading')}</p>;
  if (code.resetCode === null) {
    return (
      <p role="alert" data-testid="member-error">
        {errorMessage({ peachCode: LOYALTY_ERROR_CODES.invalidResetCode })}
      </p>
    );
  }
  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" data-testid="member-success">
          {t('done')}
        </p>
        <Link href={`/${config.loginSlug}/`} className="underline">
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="reset-heading"
      aria-busy={pending}
    >
      <h2 id="reset-heading" className="text-xl">
        {t('resetTitle')}
      </h2>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
        hint={config.provider === 'BOOST_POS' ? LOYALTY_GENERIC_MESSAGES.passwordComplexityBoostPos[locale] : undefined}
      />
      <FormMessage error={error} />
      <div>
        <button type="submit" disabled={pending || password === ''} className={primaryButtonClass}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
