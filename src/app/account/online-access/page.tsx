import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.onlineAccess'))('title'), robots: { index: false } };
}

export default async function OnlineAccessPage() {
  const t = await getTranslations('member.onlineAccess');
  return (
    <AccountPage title={t('title')} back={false}>
      <GuestForm form="online-access" feature="onlineAccess" />
    </AccountPage>
  );
}
