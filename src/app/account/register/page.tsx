import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.register'))('title'), robots: { index: false } };
}

export default async function RegisterPage() {
  const t = await getTranslations('member.register');
  return (
    <AccountPage title={t('title')} back={false}>
      <GuestForm form="register" />
    </AccountPage>
  );
}
