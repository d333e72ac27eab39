import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.vouchers'))('nav'), robots: { index: false } };
}

export default async function MemberVouchersPage() {
  // §7.9: a site whose provider offers no e-vouchers has no such page.
  if (!memberFeatures(siteLoyaltyConfig()).eVouchers) notFound();
  const t = await getTranslations('member.vouchers');
  return (
    <AccountPage title={t('nav')}>
      <MemberScreen screen="vouchers" />
    </AccountPage>
  );
}
