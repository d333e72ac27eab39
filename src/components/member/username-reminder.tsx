'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, primaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { FORGOT_PASSWORD_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useLoyaltyApi } from './use-loyalty-api.ts';

const emailSchema = z.email();

/**
 * §7.5 UsernameReminder: the provider e-mails the username. The confirmation does not say whether
 * the address is known; only the provider's own refusal does, with its §8 message (29).
 */
export function UsernameReminderForm() {
  const { config } = useMemberSession();
  const api = useLoyaltyApi();
  const t = useTranslations('member.usernameReminder');
  const errorMessage = useLoyaltyErrorMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setError(t('invalidEmail'));
      return;
    }
    setPending(true);
    try {
      const answer = await api.usernameReminder(address);
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
      aria-labelledby="username-reminder-heading"
      aria-busy={pending}
    >
      <h2 id="username-reminder-heading" className="text-xl">
        {t('formTitle')}
      </h2>
      <p>{t('intro')}</p>
      <TextField label={t('email')} type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
      <FormMessage error={error} success={success} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending || email.trim() === ''} className={primaryButtonClass}>
          {pending ? t('sending') : t('send')}
        </button>
        <Link href={`/${config.loginSlug}/`} className="underline underline-offset-4">
          {t('backToSignIn')}
        </Link>
        <Link href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
          {t('forgotPassword')}
        </Link>
      </div>
    </form>
  );
}
