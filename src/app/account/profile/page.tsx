import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.profile'))('title'), robots: { index: false } };
}

export default async function ProfilePage() {
  const t = await getTranslations('member.profile');
  return (
    <AccountPage title={t('title')}>
      <MemberScreen screen="profile" />
    </AccountPage>
  );
}
