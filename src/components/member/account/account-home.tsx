'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { TICKETING_ORDERS_PATH } from '@/lib/links/ticketing-paths.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { balanceKindOf } from '@/lib/loyalty/member/member-programme.ts';
import { memberStatusOf } from '@/lib/loyalty/member/member-status.ts';
import { textLinkClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link/link.tsx';
import { useLinkEnvironment } from '@/components/ui/link/link-context.tsx';
import { MemberGuestPrompt } from '../session/member-gate.tsx';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { AccountNav } from './account-nav.tsx';
import { WalletButtons } from './add-to-wallet-button.tsx';
import { LoyaltyJoinOffer } from './join-loyalty.tsx';
import { MemberCard, prepareMemberCard } from './member-card.tsx';
import { PaymentPortalButton } from './payment-portal-button.tsx';

/** The member home (§3.8): details, points balance, card and expiry; guests are sent to sign in. */
export function AccountHome() {
  const session = useMemberSession();
  const t = useTranslations('member.account');
  const locale = useLocale();
  const ticketing = useLinkEnvironment().ticketing;
  // The card's worker and view start loading now, while the member's details are on their way.
  useEffect(prepareMemberCard, []);

  if (session.status === 'loading') {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  if (!isLoggedIn(session) || !session.member) return <MemberGuestPrompt />;
  const member = session.member;
  const features = memberFeatures(session.config);
  const status = memberStatusOf(session.config.type, member);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-6" data-testid="member-home">
      <p className="text-xl">{t('welcome', { firstName: member.firstName })}</p>
      {/* A long e-mail or name breaks anywhere rather than widen the page at 320 px (WCAG 1.4.10). */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 [overflow-wrap:anywhere]">
        <dt className="font-bold">{t('name')}</dt>
        <dd>
          {member.firstName} {member.lastName}
        </dd>
        <dt className="font-bold">{t('email')}</dt>
        <dd>{member.email}</dd>
        {status ? (
          <>
            <dt className="font-bold">{t(status.kind === 'tier' ? 'tier' : 'club')}</dt>
            <dd data-testid="member-status" data-status={status.kind}>
              {status.kind === 'member' ? status.club : status.club ? `${status.tier} · ${status.club}` : status.tier}
            </dd>
          </>
        ) : null}
        {member.balances.map((balance) => {
          const kind = balanceKindOf(balance.type);
          return (
            <div key={balance.type} className="contents">
              <dt className="font-bold">{t('balance', { kind })}</dt>
              <dd data-testid="member-points">{t('points', { kind, points: balance.points })}</dd>
            </div>
          );
        })}
        {member.cardNumber ? (
          <>
            <dt className="font-bold">{t('card')}</dt>
            <dd className="flex flex-col gap-2">
              <MemberCard cardNumber={member.cardNumber} format={session.config.scannableCodeFormat ?? 'QR_CODE'} />
              {features.wallet ? <WalletButtons pass={{ kind: 'card', cardNumber: member.cardNumber }} /> : null}
            </dd>
          </>
        ) : null}
        <dt className="font-bold">{t('expiry')}</dt>
        <dd data-testid="member-expiry">{member.memberExpiry ? formatDate(member.memberExpiry) : t('noExpiry')}</dd>
      </dl>
      {ticketing ? (
        <p>
          {/* §6: a ticketing account link; the Link sends it through the endpoint that adds the token. */}
          <Link
            href={`${ticketing.ticketingUrl}${TICKETING_ORDERS_PATH}`}
            className={textLinkClass()}
            data-testid="ticketing-orders-link"
          >
            {t('ticketingOrders')}
          </Link>
        </p>
      ) : null}
      <LoyaltyJoinOffer />
      <AccountNav />
      {features.paymentPortal ? <PaymentPortalButton /> : null}
    </div>
  );
}
