import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberGate } from '@/components/member/session/member-gate.tsx';
import { MemberHistory } from '@/components/member/account/member-history.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('history'), robots: { index: false } };
}

export default async function MemberHistoryPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('history')}>
      <MemberGate>
        <MemberHistory />
      </MemberGate>
    </AccountPage>
  );
}
