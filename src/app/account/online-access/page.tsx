import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFeatureGate } from '@/components/member/account/account-feature-gate.tsx';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { OnlineAccessForm } from '@/components/member/forms/online-access.tsx';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.onlineAccess'))('title'), robots: { index: false } };
}

export default async function OnlineAccessPage() {
  const t = await getTranslations('member.onlineAccess');
  return (
    <AccountPage title={t('title')} back={false}>
      <MemberMessages>
        <AccountFeatureGate feature="onlineAccess">
          <OnlineAccessForm />
        </AccountFeatureGate>
      </MemberMessages>
    </AccountPage>
  );
}
