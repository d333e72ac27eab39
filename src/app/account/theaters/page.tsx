import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { getCatalog, siteTheaters } from '@/server/site/site.ts';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('theaters'), robots: { index: false } };
}

export default async function FavoriteTheatersPage() {
  const t = await getTranslations('member.nav');
  const theaters = siteTheaters(await getCatalog()).map((theater) => ({ id: theater.id, name: theater.name }));
  return (
    <AccountPage title={t('theaters')}>
      <MemberScreen screen="theaters" feature="favoriteCinemas" props={{ theaters }} />
    </AccountPage>
  );
}
