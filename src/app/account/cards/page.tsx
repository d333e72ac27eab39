import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account-page.tsx';
import { MemberGate } from '@/components/member/member-gate.tsx';
import { LoyaltyCards } from '@/components/member/loyalty-cards.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('cards'), robots: { index: false } };
}

export default async function LoyaltyCardsPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('cards')}>
      <MemberGate requireVersion={3}>
        <LoyaltyCards />
      </MemberGate>
    </AccountPage>
  );
}
