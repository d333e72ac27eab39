import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/member/account-page.tsx';
import { MemberGate } from '@/components/member/member-gate.tsx';
import { WatchlistScreen } from '@/components/member/watchlist.tsx';
import { moviePath } from '@/lib/catalog/slug.ts';
import { getCatalog } from '@/server/site/site.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('member.nav'))('watchlist'), robots: { index: false } };
}

export default async function WatchlistPage() {
  const t = await getTranslations('member.nav');
  const catalog = await getCatalog();
  const movies = catalog.movies.map((movie) => ({ id: String(movie.id), title: movie.title, path: moviePath(movie) }));
  return (
    <AccountPage title={t('watchlist')}>
      <MemberGate requireVersion={3}>
        <WatchlistScreen movies={movies} />
      </MemberGate>
    </AccountPage>
  );
}
