'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import * as z from 'zod/mini';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import type { OnlineAccessOutcome } from '@/lib/loyalty/member/member-types.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { TakesFocus } from '@/components/ui/takes-focus.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { useMemberSubmit } from './use-member-submit.ts';

// The route takes an address of 254 characters at most (RFC 5321), as every e-mail field does.
const emailSchema = z.email().check(z.maxLength(254));

/**
 * "I already have a loyalty card": §4.10 finds the member by e-mail and card; a member without a
 * username gets one (the e-mail) and the club, then chooses a password through the reset flow.
 */
export function OnlineAccessForm() {
  const session = useMemberSession();
  const api = useMemberApi();
  const t = useTranslations('member.onlineAccess');
  const [fields, setFields] = useState({ email: '', cardNumber: '' });
  const [outcome, setOutcome] = useState<OnlineAccessOutcome | null>(null);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const claim = useMemberSubmit(
    async () => {
      setOutcome(null);
      if (!emailSchema.safeParse(fields.email.trim()).success) throw MemberError.invalidInput(t('invalidEmail'));
      if (fields.cardNumber.trim() === '') throw MemberError.invalidInput(t('cardRequired'));
      const result = await api.claimOnlineAccess(fields);
      if (result.status === 'no-club') throw MemberError.invalidInput(t('noClub'));
      return result;
    },
    {
      onSuccess: (result) => {
        setOutcome(result);
        return result.status === 'has-username' ? t('alreadyOnline') : null;
      },
    },
  );

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
        <RouteLink href={ACCOUNT_PATH} className="underline underline-offset-4">
          {t('toAccount')}
        </RouteLink>
      </div>
    );
  }

  if (outcome?.status === 'username-set') {
    return (
      <div className="flex flex-col items-start gap-3">
        <TakesFocus role="status" data-testid="member-success">
          {t('ready', { username: outcome.username })}
        </TakesFocus>
        <RouteLink href={FORGOT_PASSWORD_PATH} className={buttonClass()}>
          {t('choosePassword')}
        </RouteLink>
      </div>
    );
  }

  return (
    <form
      onSubmit={claim.onSubmit(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="online-access-heading"
      aria-busy={claim.pending}
    >
      <h2 id="online-access-heading" className="text-xl">
        {t('formTitle')}
      </h2>
      <p>{t('intro')}</p>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={fields.email}
        onValueChange={set('email')}
        error={claim.fieldErrors.email}
      />
      <TextField
        label={t('cardNumber')}
        name="cardNumber"
        autoComplete="off"
        required
        value={fields.cardNumber}
        onValueChange={set('cardNumber')}
        error={claim.fieldErrors.cardNumber}
      />
      <FormMessage error={claim.error} success={claim.success} />
      {outcome?.status === 'has-username' && !claim.error ? (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <RouteLink href={`/${session.config.loginSlug}/`} className="underline underline-offset-4">
            {t('signIn')}
          </RouteLink>
          <RouteLink href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
            {t('forgotPassword')}
          </RouteLink>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={claim.pending}>
          {claim.pending ? t('searching') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
