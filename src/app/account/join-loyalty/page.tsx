import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { JoinLoyalty } from '@/components/member/account/join-loyalty.tsx';
import { MemberGate } from '@/components/member/session/member-gate.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.loyaltyJoin'))('title'), robots: { index: false } };
}

export default async function JoinLoyaltyPage() {
  const t = await getTranslations('member.loyaltyJoin');
  return (
    <AccountPage title={t('title')}>
      <MemberGate feature="loyaltyJoin">
        <JoinLoyalty />
      </MemberGate>
    </AccountPage>
  );
}
