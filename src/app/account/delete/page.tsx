import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.deleteAccount'))('title'), robots: { index: false } };
}

// §7.5 Delete exists in version 3 only (memberFeatures().accountDeletion).
export default async function DeleteAccountPage() {
  const t = await getTranslations('member.deleteAccount');
  return (
    <AccountPage title={t('title')}>
      <MemberScreen screen="delete" feature="accountDeletion" />
    </AccountPage>
  );
}
