import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account/account-page.tsx';
import { memberWatchlistTitles } from '@/server/member/member-watchlist.ts';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('watchlist'), robots: { index: false } };
}

// Rendered for each request: it names the films of the member whose cookie came with it.
export default async function WatchlistPage() {
  const t = await getTranslations('member.nav');
  return (
    <AccountPage title={t('watchlist')}>
      <MemberScreen screen="watchlist" feature="watchlist" props={{ movies: await memberWatchlistTitles() }} />
    </AccountPage>
  );
}
