import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.usernameReminder'))('title'), robots: { index: false } };
}

export default async function ForgotUsernamePage() {
  const t = await getTranslations('member.usernameReminder');
  return (
    <AccountPage title={t('title')} back={false}>
      <GuestForm form="forgot-username" feature="usernameReminder" />
    </AccountPage>
  );
}
