import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { GiftCardBalance } from '@/components/member/forms/gift-card-balance.tsx';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('giftCard'), robots: { index: false } };
}

export default async function GiftCardBalancePage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('giftCard')}>
      <MemberMessages>
        <GiftCardBalance />
      </MemberMessages>
    </AccountPage>
  );
}
