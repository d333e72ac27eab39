import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberScreen } from '@/components/member/screens/member-screen.tsx';

// The member home (§2.8 leaves the route to us: 'account' is a reserved segment).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('member.account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage() {
  const t = await getTranslations('member.account');
  // At least a screen tall: the member screen draws after the page, and the footer must not jump
  // as it arrives.
  return (
    <article className="mx-auto flex min-h-dvh w-full max-w-page-md flex-col gap-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <MemberScreen screen="home" gate={false} />
    </article>
  );
}
