'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { claimOnlineAccess, type OnlineAccessOutcome } from '@/lib/loyalty/member/member-search.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, primaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useLoyaltyApi } from './use-loyalty-api.ts';

const emailSchema = z.email();

/**
 * "I already have a loyalty card": §4.10 finds the member by e-mail and card; a member without a
 * username gets one (the e-mail) and the club, then chooses a password through the reset flow.
 */
export function OnlineAccessForm() {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const t = useTranslations('member.onlineAccess');
  const errorMessage = useLoyaltyErrorMessage();
  const [fields, setFields] = useState({ email: '', cardNumber: '' });
  const [outcome, setOutcome] = useState<OnlineAccessOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  if (session.status === 'loading') {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  if (isLoggedIn(session)) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('signedIn')}</p>
        <Link href={ACCOUNT_PATH} className="underline underline-offset-4">
          {t('toAccount')}
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setOutcome(null);
    if (!emailSchema.safeParse(fields.email.trim()).success) return setError(t('invalidEmail'));
    if (fields.cardNumber.trim() === '') return setError(t('cardRequired'));
    setPending(true);
    try {
      const result = await claimOnlineAccess(api, { email: fields.email, cardNumber: fields.cardNumber });
      if (result.status === 'not-found' || result.status === 'edit-refused') setError(errorMessage(result.refusal));
      else if (result.status === 'no-club') setError(t('noClub'));
      else setOutcome(result);
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  if (outcome?.status === 'username-set') {
    return (
      <div className="flex flex-col items-start gap-3">
        <div role="status" aria-live="polite">
          <p data-testid="member-success">{t('ready', { username: outcome.username })}</p>
        </div>
        <Link href={FORGOT_PASSWORD_PATH} className={primaryButtonClass}>
          {t('choosePassword')}
        </Link>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="online-access-heading"
      aria-busy={pending}
    >
      <h2 id="online-access-heading" className="text-xl">
        {t('formTitle')}
      </h2>
      <p>{t('intro')}</p>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        onValueChange={set('email')}
      />
      <TextField
        label={t('cardNumber')}
        autoComplete="off"
        required
        value={fields.cardNumber}
        onValueChange={set('cardNumber')}
      />
      <FormMessage error={error} success={outcome?.status === 'has-username' ? t('alreadyOnline') : null} />
      {outcome?.status === 'has-username' ? (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href={`/${session.config.loginSlug}/`} className="underline underline-offset-4">
            {t('signIn')}
          </Link>
          <Link href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
            {t('forgotPassword')}
          </Link>
        </div>
      ) : null}
      <div>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? t('searching') : t('submit')}
        </button>
      </div>
    </form>
  );
}
