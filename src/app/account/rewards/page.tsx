import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('rewards'), robots: { index: false } };
}

export default async function MemberRewardsPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('rewards')}>
      <MemberScreen screen="rewards" />
    </AccountPage>
  );
}
