'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import {
  activationAsks,
  activationCodeRequest,
  type AccountActivationStep,
} from '@/lib/loyalty/member/account-activation.ts';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { TakesFocus } from '@/components/ui/takes-focus.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { CaptchaField, useCaptchaRule } from './captcha-field.tsx';
import { useMemberSubmit } from './use-member-submit.ts';

// What follows a version 3 registration, shown after its submit only, so loaded then (register-form.tsx) rather
// than with the page: the §3.6 account activation step, or the word that the account waits for the provider.

/** §3.6 includeActivation off: the account is created, pending; the provider activates it. */
export function RegisterPending({ loginSlug }: { loginSlug: string }) {
  const t = useTranslations('member.register');
  return (
    <div className="flex flex-col items-start gap-3">
      {/* The registration form is gone with its button: the outcome takes focus (and is read). */}
      <TakesFocus as="h2" id="register-pending-heading" className="text-xl">
        {t('pendingTitle')}
      </TakesFocus>
      <p data-testid="member-success">{t('createdPending')}</p>
      <RouteLink href={`/${loginSlug}/`} className="underline">
        {t('signIn')}
      </RouteLink>
    </div>
  );
}

export interface RegisterActivationProps {
  /** §3.6 what the step asks besides the account's e-mail. */
  readonly activation: AccountActivationStep;
  readonly email: string;
  readonly phone: string;
  readonly onPhoneChange: (value: string) => void;
  /** §3.1 the choice of the number's country, where the site offers several (the registration's). */
  readonly phoneCountryField: ReactNode;
  /** The registration's success message ("created"), said again here. */
  readonly created: string | null;
  /** §5 the typed number's problem for the site's country, null when fine or not yet known. */
  readonly phoneProblem: () => string | null;
  /** §5 the number in E.164, or throws its message. */
  readonly phoneNumber: () => Promise<string>;
  /** Signs in with the registration's credentials and goes to the account. */
  readonly signInAndGo: (captchaResponse: string | undefined) => Promise<void>;
}

/** §7.5 SendMemberActivationCode with what the site asks (§3.6), then sign-in with its own captcha (§5). */
export function RegisterActivation(props: RegisterActivationProps) {
  const { activation } = props;
  const api = useMemberApi();
  const captcha = useCaptchaRule();
  const t = useTranslations('member.register');
  const [cardNumber, setCardNumber] = useState('');
  const activate = useMemberSubmit(
    async (captchaResponse: string | undefined) => {
      const phoneNumber = activation.phoneNumber ? await props.phoneNumber() : undefined;
      captcha.require(captchaResponse);
      await api.sendActivationCode(activationCodeRequest(activation, { email: props.email, phoneNumber, cardNumber }));
      await props.signInAndGo(captchaResponse);
    },
    { validate: () => ({ phone: activation.phoneNumber ? props.phoneProblem() : null }) },
  );
  const asks = activationAsks(activation);
  return (
    <form
      onSubmit={activate.onSubmit((form) => captchaResponseOf(new FormData(form)))}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="activate-heading"
      aria-busy={activate.pending}
    >
      {/* The registration form is gone with its button: the new step takes focus (and is read). */}
      <TakesFocus as="h2" id="activate-heading" className="text-xl">
        {t('activateTitle')}
      </TakesFocus>
      <p>
        {asks === 'phone'
          ? t('activateIntro')
          : asks === 'card'
            ? t('activateIntroCard')
            : asks === 'phone-and-card'
              ? t('activateIntroPhoneAndCard')
              : t('activateIntroEmail', { email: props.email.trim() })}
      </p>
      {activation.phoneNumber ? props.phoneCountryField : null}
      {activation.phoneNumber ? (
        <TextField
          label={t('phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          value={props.phone}
          onValueChange={props.onPhoneChange}
          error={activate.fieldErrors.phone}
        />
      ) : null}
      {activation.cardNumber ? (
        <TextField
          label={t('cardNumber')}
          name="cardNumber"
          autoComplete="off"
          required
          value={cardNumber}
          onValueChange={setCardNumber}
          error={activate.fieldErrors.cardNumber}
        />
      ) : null}
      <CaptchaField />
      <FormMessage error={activate.error} success={props.created} />
      <div>
        <Button type="submit" disabled={activate.pending}>
          {t('activate')}
        </Button>
      </div>
    </form>
  );
}
