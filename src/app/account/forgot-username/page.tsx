import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFeatureGate } from '@/components/member/account/account-feature-gate.tsx';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { UsernameReminderForm } from '@/components/member/forms/username-reminder.tsx';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.usernameReminder'))('title'), robots: { index: false } };
}

export default async function ForgotUsernamePage() {
  const t = await getTranslations('member.usernameReminder');
  return (
    <AccountPage title={t('title')} back={false}>
      <MemberMessages>
        <AccountFeatureGate feature="usernameReminder">
          <UsernameReminderForm />
        </AccountFeatureGate>
      </MemberMessages>
    </AccountPage>
  );
}
