import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.reset'))('requestTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('member.reset');
  return (
    <AccountPage title={t('requestTitle')} back={false}>
      <GuestForm form="forgot-password" />
    </AccountPage>
  );
}
