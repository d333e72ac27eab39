'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { PasswordField, TextField } from '@/components/ui/text-field.tsx';
import { ACCOUNT_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { useSignInError } from '../session/use-sign-in-error.ts';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { CaptchaField, useCaptchaRule } from './captcha-field.tsx';
import { useMemberSubmit } from './use-member-submit.ts';
import { loadPhoneRules, usePhoneRules } from './use-phone-rules.ts';
import { PhoneCountryField } from './phone-country-field.tsx';

/** The steps after a version 3 registration: loaded as its submit starts, shown once it answers. */
const loadNextStep = () => import('./register-next-step.tsx');
const RegisterActivation = lazy(() => loadNextStep().then((module) => ({ default: module.RegisterActivation })));
const RegisterPending = lazy(() => loadNextStep().then((module) => ({ default: module.RegisterPending })));

/**
 * Registration (§3.11 create payload, §5 inputs) and, for accounts that wait for it (version 3),
 * activation (§7.5 SendMemberActivationCode) where the site offers it (§3.6 includeActivation, with
 * what it asks), then sign-in. The provider's password rule, where it has one, comes from the
 * member layer.
 */
export function RegisterForm() {
  const session = useMemberSession();
  const api = useMemberApi();
  const signInError = useSignInError();
  const captcha = useCaptchaRule();
  const t = useTranslations('member.register');
  const tf = useTranslations('member.form');
  const router = useRouter();
  const phoneRules = usePhoneRules();
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', phone: '', zipCode: '' });
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'details' | 'activate' | 'pending'>('details');
  const activation = session.config.activation;
  // §3.1 allCountries: the number is read for the country chosen among those the site offers.
  const countries = session.config.phoneCountries;
  const offered = countries.map((country) => country.code);
  const [phoneCountry, setPhoneCountry] = useState(offered[0] ?? session.config.country);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  /** §5, on submit: the phone number for the chosen country and the provider's password rule. */
  function validate(): Record<string, string | null> {
    return {
      // Until the phone rules have loaded, the submit checks the number (phoneNumber below).
      phone:
        fields.phone.trim() && phoneRules && !phoneRules.toE164(fields.phone, phoneCountry, offered)
          ? t('invalidPhone')
          : null,
      password: password ? api.passwordProblem(password) : null,
    };
  }

  /** §5: the number is checked for the chosen country and sent in E.164. */
  async function phoneNumber(): Promise<string> {
    const { toE164 } = await loadPhoneRules();
    const e164 = toE164(fields.phone, phoneCountry, offered);
    if (!e164) throw MemberError.invalidInput(t('invalidPhone'));
    return e164;
  }

  /** §5: the sign-in that ends registration carries the captcha of the form that triggers it. */
  async function signInAndGo(captchaResponse: string | undefined): Promise<void> {
    const signedIn = await session.signIn(fields.email.trim(), password, captchaResponse);
    if (!signedIn.ok && signedIn.captchaRefused) throw captcha.refused();
    if (!signedIn.ok) throw signInError(signedIn, tf('genericError'));
    router.push(ACCOUNT_PATH);
  }

  const register = useMemberSubmit(
    async (captchaResponse: string | undefined) => {
      if (session.config.version === 3) void loadNextStep();
      const phone = await phoneNumber();
      const problem = api.passwordProblem(password);
      if (problem) throw MemberError.invalidInput(problem);
      // Asked here too: an account the provider opens at once is signed in with this response.
      captcha.require(captchaResponse);
      const outcome = await api.register({ ...fields, password, phoneNumber: phone });
      // Without an activation step on this site, a pending account waits for the provider's own.
      if (outcome === 'needs-activation') return activation ? ('needs-activation' as const) : ('pending' as const);
      await signInAndGo(captchaResponse);
      return 'signed-in' as const;
    },
    {
      validate,
      onSuccess: (outcome) => {
        if (outcome === 'pending') setStep('pending');
        if (outcome !== 'needs-activation') return null;
        setStep('activate');
        return t('created');
      },
    },
  );
  const phoneCountryField = (
    <PhoneCountryField
      label={tf('phoneCountry')}
      countries={countries}
      value={phoneCountry}
      onValueChange={setPhoneCountry}
    />
  );

  if (step === 'pending') {
    return (
      <Suspense fallback={null}>
        <RegisterPending loginSlug={session.config.loginSlug} />
      </Suspense>
    );
  }

  if (step === 'activate' && activation) {
    return (
      <Suspense fallback={null}>
        <RegisterActivation
          activation={activation}
          email={fields.email}
          phone={fields.phone}
          onPhoneChange={set('phone')}
          phoneCountryField={phoneCountryField}
          created={register.success}
          phoneProblem={() => validate().phone ?? null}
          phoneNumber={phoneNumber}
          signInAndGo={signInAndGo}
        />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={register.onSubmit((form) => captchaResponseOf(new FormData(form)))}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="register-heading"
      aria-busy={register.pending}
    >
      <h2 id="register-heading" className="text-xl">
        {t('title')}
      </h2>
      <TextField
        label={t('firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        value={fields.firstName}
        onValueChange={set('firstName')}
        error={register.fieldErrors.firstName}
      />
      <TextField
        label={t('lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        value={fields.lastName}
        onValueChange={set('lastName')}
        error={register.fieldErrors.lastName}
      />
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={fields.email}
        onValueChange={set('email')}
        error={register.fieldErrors.email}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
        error={register.fieldErrors.password}
        hint={api.passwordHint ?? t('passwordHint')}
        toggleLabels={{ show: tf('showPassword'), hide: tf('hidePassword') }}
      />
      {phoneCountryField}
      <TextField
        label={t('phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        value={fields.phone}
        onValueChange={set('phone')}
        error={register.fieldErrors.phone}
      />
      <TextField
        label={t('zipCode')}
        name="zipCode"
        autoComplete="postal-code"
        value={fields.zipCode}
        onValueChange={set('zipCode')}
        error={register.fieldErrors.zipCode}
      />
      <CaptchaField />
      <FormMessage error={register.error} success={register.success} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={register.pending}>
          {register.pending ? t('submitting') : t('submit')}
        </Button>
        <RouteLink href={`/${session.config.loginSlug}/`} className="underline">
          {t('haveAccount')}
        </RouteLink>
      </div>
    </form>
  );
}
