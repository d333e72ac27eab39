'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { CaptchaField, useCaptchaRule } from './captcha-field.tsx';
import { useMemberSubmit } from './use-member-submit.ts';

/** §7.4 gift card balance, with the captcha response when a widget gave one (§5). Open to guests. */
export function GiftCardBalance() {
  const api = useMemberApi();
  const t = useTranslations('member.giftCard');
  const captcha = useCaptchaRule();
  const locale = useLocale();
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  const check = useMemberSubmit(
    async (captchaResponse: string | undefined) => {
      return api.giftCardBalance({ cardNumber, pin }, captcha.require(captchaResponse));
    },
    {
      onSuccess: (balance) =>
        t('balance', {
          amount: new Intl.NumberFormat(locale, { style: 'currency', currency: balance.currency }).format(
            balance.amount,
          ),
        }),
    },
  );

  return (
    <form
      onSubmit={check.onSubmit((form) => captchaResponseOf(new FormData(form)))}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="gift-card-heading"
      aria-busy={check.pending}
    >
      <h2 id="gift-card-heading" className="text-xl">
        {t('title')}
      </h2>
      <TextField
        label={t('cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        value={cardNumber}
        onValueChange={setCardNumber}
        error={check.fieldErrors.cardNumber}
      />
      <TextField label={t('pin')} inputMode="numeric" autoComplete="off" value={pin} onValueChange={setPin} />
      <CaptchaField />
      <FormMessage error={check.error} success={check.success} />
      <div>
        <Button type="submit" disabled={check.pending}>
          {check.pending ? t('checking') : t('check')}
        </Button>
      </div>
    </form>
  );
}
