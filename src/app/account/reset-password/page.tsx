import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GuestForm } from '@/components/member/forms/guest-form.tsx';
import { ResetLinkOutOfAddress } from '@/components/member/forms/reset-link-out-of-address.tsx';

// §2.5 the reset page: its code comes from its own URL, read in the browser.
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('member.reset'))('resetTitle'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

export default async function ResetPasswordPage() {
  const t = await getTranslations('member.reset');
  return (
    <AccountPage title={t('resetTitle')} back={false}>
      <ResetLinkOutOfAddress />
      <GuestForm form="reset-password" />
    </AccountPage>
  );
}
