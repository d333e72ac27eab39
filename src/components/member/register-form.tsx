'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { meetsBoostPosComplexity, toE164 } from '@/lib/loyalty/member/member-input.ts';
import { LOYALTY_GENERIC_MESSAGES } from '@/lib/loyalty/member/error-catalogue.ts';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, PasswordField, primaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { ACCOUNT_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useLoyaltyApi } from './use-loyalty-api.ts';

type Step = 'details' | 'activate';

/**
 * Registration (§3.11 create payload, §5 inputs) and, for version 3 accounts that wait for it,
 * activation (§7.5 SendMemberActivationCode), then sign-in.
 */
export function RegisterForm() {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const t = useTranslations('member.register');
  const errorMessage = useLoyaltyErrorMessage();
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const router = useRouter();
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', phone: '', zipCode: '' });
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>('details');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const boostPos = session.config.provider === 'BOOST_POS';

  async function signInAndGo() {
    const signedIn = await session.signIn(fields.email.trim(), password);
    if (signedIn.ok) router.push(ACCOUNT_PATH);
    else setError(errorMessage(signedIn.rejection));
  }

  async function register(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const phoneNumber = toE164(fields.phone, session.config.country);
    if (!phoneNumber) return setError(t('invalidPhone'));
    if (boostPos && !meetsBoostPosComplexity(password))
      return setError(LOYALTY_GENERIC_MESSAGES.passwordComplexityBoostPos[locale]);
    setPending(true);
    try {
      const answer = await api.createMember({
        username: fields.email.trim(),
        email: fields.email.trim(),
        password,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        phoneNumber,
        zipCode: fields.zipCode.trim(),
      });
      if (!answer.ok) return setError(errorMessage(answer));
      if (session.config.version === 3) {
        setStep('activate');
        setSuccess(t('created'));
        return;
      }
      await signInAndGo();
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  async function activate(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const phoneNumber = toE164(fields.phone, session.config.country);
    if (!phoneNumber) return setError(t('invalidPhone'));
    setPending(true);
    try {
      const answer = await api.sendMemberActivationCode({ email: fields.email.trim(), phoneNumber });
      if (!answer.ok) return setError(errorMessage(answer));
      await signInAndGo();
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  if (step === 'activate') {
    return (
      <form
        onSubmit={activate}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="activate-heading"
        aria-busy={pending}
      >
        <h2 id="activate-heading" className="text-xl">
          {t('activateTitle')}
        </h2>
        <p>{t('activateIntro')}</p>
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          required
          value={fields.phone}
          onValueChange={set('phone')}
        />
        <FormMessage error={error} success={success} />
        <div>
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {t('activate')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      onSubmit={register}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="register-heading"
      aria-busy={pending}
    >
      <h2 id="register-heading" className="text-xl">
        {t('title')}
      </h2>
      <TextField
        label={t('firstName')}
        autoComplete="given-name"
        required
        value={fields.firstName}
        onValueChange={set('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        required
        value={fields.lastName}
        onValueChange={set('lastName')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        onValueChange={set('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
        hint={boostPos ? LOYALTY_GENERIC_MESSAGES.passwordComplexityBoostPos[locale] : t('passwordHint')}
      />
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        required
        value={fields.phone}
        onValueChange={set('phone')}
      />
      <TextField
        label={t('zipCode')}
        autoComplete="postal-code"
        value={fields.zipCode}
        onValueChange={set('zipCode')}
      />
      <FormMessage error={error} success={success} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? t('submitting') : t('submit')}
        </button>
        <Link href={`/${session.config.loginSlug}/`} className="underline">
          {t('haveAccount')}
        </Link>
      </div>
    </form>
  );
}
