import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.loyaltyJoin'))('title'), robots: { index: false } };
}

export default async function JoinLoyaltyPage() {
  const t = await getTranslations('member.loyaltyJoin');
  return (
    <AccountPage title={t('title')}>
      <MemberScreen screen="join-loyalty" feature="loyaltyJoin" />
    </AccountPage>
  );
}
