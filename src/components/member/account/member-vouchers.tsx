'use client';

import { useLocale, useTranslations } from 'next-intl';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useEVouchers } from '../member-queries.ts';

/** §7.9 GetAllEVoucherConcessions for the site's cinema: what a member can buy as an e-voucher. */
export function MemberVouchers() {
  const t = useTranslations('member.vouchers');
  const locale = useLocale();
  const vouchers = useEVouchers();
  // §8.2 step 4: this screen's own message where the catalogue has none for the refusal.
  const error =
    vouchers.error instanceof MemberError ? vouchers.error.messageOr(t('error')) : vouchers.isError ? t('error') : null;
  const price = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  return (
    <div className="flex flex-col gap-4" aria-busy={vouchers.isLoading}>
      <p>{t('intro')}</p>
      {vouchers.isLoading ? <p role="status">{t('loading')}</p> : null}
      <FormMessage error={error} />
      {vouchers.data && vouchers.data.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="e-vouchers">
        {(vouchers.data ?? []).map((voucher) => (
          <li
            key={voucher.id}
            className="flex flex-wrap items-baseline justify-between gap-3 rounded-2 bg-initial-background p-3"
          >
            <span className="font-bold">{voucher.description}</span>
            <span>{price(voucher.price.amount, voucher.price.currency)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
