'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import * as z from 'zod/mini';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FORGOT_PASSWORD_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { useMemberSubmit } from './use-member-submit.ts';

const emailSchema = z.email();

/**
 * §7.5 UsernameReminder: the provider e-mails the username. The confirmation does not say whether
 * the address is known; only the provider's own refusal does, with its §8 message (29).
 */
export function UsernameReminderForm() {
  const { config } = useMemberSession();
  const api = useMemberApi();
  const t = useTranslations('member.usernameReminder');
  const [email, setEmail] = useState('');
  const remind = useMemberSubmit(
    async () => {
      const address = email.trim();
      if (!emailSchema.safeParse(address).success) throw MemberError.invalidInput(t('invalidEmail'));
      await api.usernameReminder(address);
    },
    { onSuccess: () => t('sent') },
  );

  return (
    <form
      onSubmit={remind.onSubmit(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="username-reminder-heading"
      aria-busy={remind.pending}
    >
      <h2 id="username-reminder-heading" className="text-xl">
        {t('formTitle')}
      </h2>
      <p>{t('intro')}</p>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={remind.fieldErrors.email}
      />
      <FormMessage error={remind.error} success={remind.success} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={remind.pending}>
          {remind.pending ? t('sending') : t('send')}
        </Button>
        <RouteLink href={`/${config.loginSlug}/`} className="underline underline-offset-4">
          {t('backToSignIn')}
        </RouteLink>
        <RouteLink href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
          {t('forgotPassword')}
        </RouteLink>
      </div>
    </form>
  );
}
