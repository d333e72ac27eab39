import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RESERVED_SEGMENTS } from '@/lib/config/constants.ts';
import { getSiteFile } from '@/server/site/site.ts';

// The one generic page template (§2.1): the login page, the privacy policy and the site's other
// pages. Reserved segments are never served here (the schema also refuses them as page slugs).
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSiteFile()
    .pages.filter((page) => !(RESERVED_SEGMENTS as readonly string[]).includes(page.slug))
    .map((page) => ({ slug: page.slug }));
}

function findPage(slug: string) {
  if ((RESERVED_SEGMENTS as readonly string[]).includes(slug)) return null;
  return getSiteFile().pages.find((page) => page.slug === slug) ?? null;
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findPage((await params).slug);
  return page ? { title: page.title } : {};
}

export default async function GenericPage({ params }: Props) {
  const { slug } = await params;
  const page = findPage(slug);
  if (!page) notFound();
  const isLogin = slug === getSiteFile().settings.loginPage.slug;
  const t = await getTranslations('page');
  return (
    <article className="mx-auto flex max-w-prose flex-col gap-4">
      <h1 className="text-3xl">{page.title}</h1>
      {page.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {isLogin && page.body.length === 0 ? <p>{t('loginIntro')}</p> : null}
    </article>
  );
}
