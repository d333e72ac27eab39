import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountHome } from '@/components/member/account/account-home.tsx';

// The member home (§2.8 leaves the route to us: 'account' is a reserved segment).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('member.account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage() {
  const t = await getTranslations('member.account');
  return (
    <article className="mx-auto flex w-full max-w-page-md flex-col gap-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <AccountHome />
    </article>
  );
}
