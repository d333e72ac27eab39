import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('giftCard'), robots: { index: false } };
}

export default async function GiftCardBalancePage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('giftCard')}>
      <GuestForm form="gift-card" />
    </AccountPage>
  );
}
