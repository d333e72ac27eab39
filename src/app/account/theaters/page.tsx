import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { FavoriteTheaters } from '@/components/member/account/favorite-theaters.tsx';
import { MemberGate } from '@/components/member/session/member-gate.tsx';
import { getCatalog, siteTheaters } from '@/server/site/site.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('theaters'), robots: { index: false } };
}

export default async function FavoriteTheatersPage() {
  const t = await getTranslations('member.nav');
  const theaters = siteTheaters(await getCatalog()).map((theater) => ({ id: theater.id, name: theater.name }));
  return (
    <AccountPage title={t('theaters')}>
      <MemberGate feature="favoriteCinemas">
        <FavoriteTheaters theaters={theaters} />
      </MemberGate>
    </AccountPage>
  );
}
