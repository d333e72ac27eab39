import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('history'), robots: { index: false } };
}

export default async function MemberHistoryPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('history')}>
      <MemberScreen screen="history" />
    </AccountPage>
  );
}
