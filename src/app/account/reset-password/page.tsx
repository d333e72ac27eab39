import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { ResetPasswordForm } from '@/components/member/forms/password-reset.tsx';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';

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
      <MemberMessages>
        <ResetPasswordForm />
      </MemberMessages>
    </AccountPage>
  );
}
