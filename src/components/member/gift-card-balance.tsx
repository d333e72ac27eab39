'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { FormMessage, primaryButtonClass, TextField } from './form-fields.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useLoyaltyApi } from './use-loyalty-api.ts';

/** §7.4 gift card balance, with the captcha response when a widget gave one (§5). Open to guests. */
export function GiftCardBalance() {
  const api = useLoyaltyApi();
  const t = useTranslations('member.giftCard');
  const locale = useLocale();
  const errorMessage = useLoyaltyErrorMessage();
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBalance(null);
    setPending(true);
    const captcha = captchaResponseOf(new FormData(event.currentTarget));
    try {
      const answer = await api.checkGiftCardBalance(
        { cardNumber: cardNumber.replace(/\s+/g, ''), ...(pin ? { pin } : {}) },
        captcha,
      );
      if (!answer.ok) return setError(errorMessage(answer));
      const cents = answer.data.balanceInCents ?? 0;
      const amount = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: answer.data.currency ?? 'EUR',
      }).format(cents / 100);
      setBalance(t('balance', { amount }));
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
      aria-labelledby="gift-card-heading"
      aria-busy={pending}
    >
      <h2 id="gift-card-heading" className="text-xl">
        {t('title')}
      </h2>
      <TextField
        label={t('cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={cardNumber}
        onValueChange={setCardNumber}
      />
      <TextField label={t('pin')} inputMode="numeric" autoComplete="off" value={pin} onValueChange={setPin} />
      <FormMessage error={error} success={balance} />
      <div>
        <button type="submit" disabled={pending || cardNumber.trim() === ''} className={primaryButtonClass}>
          {pending ? t('checking') : t('check')}
        </button>
      </div>
    </form>
  );
}
