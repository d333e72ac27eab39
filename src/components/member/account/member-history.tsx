'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { isETicketWalletEligible } from '@/lib/loyalty/member/wallet-pass.ts';
import { ticketsToKeep } from '@/lib/offline/member-offline.ts';
import { keepMemberTickets } from '@/components/offline/member-offline-store.ts';
import { useMemberOrders, useMemberTransactions } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { WalletButtons } from './add-to-wallet-button.tsx';

/** §7.3 order and transaction history. */
export function MemberHistory() {
  const t = useTranslations('member.history');
  const locale = useLocale();
  const ordersId = useId();
  const transactionsId = useId();
  const { config } = useMemberSession();
  const features = memberFeatures(config);
  // Read once per render: the list does not need to follow the clock.
  const now = new Date();
  const orders = useMemberOrders();
  const transactions = useMemberTransactions();
  // The e-tickets still to use, kept on the device so that they open offline (deleted at sign-out).
  useEffect(() => {
    if (orders.data)
      void keepMemberTickets(ticketsToKeep(orders.data, (order) => isETicketWalletEligible(order, new Date())));
  }, [orders.data]);
  const date = (iso: string | null) => {
    const time = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(time)
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time)
      : '';
  };
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={ordersId} className="flex flex-col gap-3" aria-busy={orders.isLoading}>
        <h2 id={ordersId} className="text-xl">
          {t('orders')}
        </h2>
        {orders.isLoading ? <p role="status">{t('loading')}</p> : null}
        {orders.isError ? <p role="alert">{t('error')}</p> : null}
        {orders.data && orders.data.length === 0 ? <p>{t('noOrders')}</p> : null}
        <ul className="flex flex-col gap-2" data-testid="order-history">
          {(orders.data ?? []).map((order) => (
            <li
              key={order.key}
              className="flex flex-col gap-2 rounded-2 bg-initial-background p-3"
              data-booking={order.bookingId ?? undefined}
            >
              <p>
                <span className="font-bold">{order.filmTitle ?? t('order')}</span> ·{' '}
                {date(order.screeningAt ?? order.orderedAt)}
                {order.cinemaName ? ` · ${order.cinemaName}` : ''}
                {order.pointsEarned ? ` · ${t('pointsEarned', { points: order.pointsEarned })}` : ''}
              </p>
              {/* §7.9: an e-ticket still to use can go to the phone's wallet. */}
              {features.wallet && order.bookingId && isETicketWalletEligible(order, now) ? (
                <WalletButtons
                  pass={{ kind: 'eTicket', bookingId: order.bookingId }}
                  film={order.filmTitle ?? t('order')}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={transactionsId} className="flex flex-col gap-3" aria-busy={transactions.isLoading}>
        <h2 id={transactionsId} className="text-xl">
          {t('transactions')}
        </h2>
        {transactions.isLoading ? <p role="status">{t('loading')}</p> : null}
        {transactions.isError ? <p role="alert">{t('error')}</p> : null}
        {transactions.data && transactions.data.length === 0 ? <p>{t('noTransactions')}</p> : null}
        <ul className="flex flex-col gap-2" data-testid="transaction-history">
          {(transactions.data ?? []).map((transaction) => (
            <li key={transaction.key} className="rounded-2 bg-initial-background p-3">
              {date(transaction.date)} · {transaction.description}
              {transaction.pointsEarned ? ` · ${t('pointsEarned', { points: transaction.pointsEarned })}` : ''}
              {transaction.pointsRedeemed ? ` · ${t('pointsRedeemed', { points: transaction.pointsRedeemed })}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
