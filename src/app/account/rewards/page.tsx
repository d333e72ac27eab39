import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { MemberGate } from '@/components/member/session/member-gate.tsx';
import { MemberRewards } from '@/components/member/account/member-rewards.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('rewards'), robots: { index: false } };
}

export default async function MemberRewardsPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('rewards')}>
      <MemberGate>
        <MemberRewards />
      </MemberGate>
    </AccountPage>
  );
}
