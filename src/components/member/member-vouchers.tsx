'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { currencyOfCountry, eVoucherConcessionsOf } from '@/lib/loyalty/member/member-programme.ts';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';
import { FormMessage } from './form-fields.tsx';

/** §7.9 GetAllEVoucherConcessions for the site's cinema: what a member can buy as an e-voucher. */
export function MemberVouchers() {
  const api = useLoyaltyApi();
  const { config } = useMemberSession();
  const t = useTranslations('member.vouchers');
  const locale = useLocale();
  const errorMessage = useLoyaltyErrorMessage();
  const vouchers = useQuery({
    queryKey: ['member', 'e-vouchers'],
    queryFn: async () => {
      const answer = await api.getEVoucherConcessions(COOKIE_TOKEN);
      if (!answer.ok) return { error: errorMessage(answer, t('error')), list: [] };
      return { error: null, list: eVoucherConcessionsOf(answer.data) };
    },
  });
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyOfCountry(config.country) });
  return (
    <div className="flex flex-col gap-4" aria-busy={vouchers.isLoading}>
      <p>{t('intro')}</p>
      {vouchers.isLoading ? <p role="status">{t('loading')}</p> : null}
      <FormMessage error={vouchers.isError ? t('error') : (vouchers.data?.error ?? null)} />
      {vouchers.data && !vouchers.data.error && vouchers.data.list.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="e-vouchers">
        {(vouchers.data?.list ?? []).map((voucher) => (
          <li
            key={voucher.id}
            className="flex flex-wrap items-baseline justify-between gap-3 rounded-2 bg-initial-background p-3"
          >
            <span className="font-bold">{voucher.description}</span>
            <span>{price.format(voucher.priceInCents / 100)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
