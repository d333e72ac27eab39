import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GenericPageView } from '@/components/content/generic-page-view.tsx';
import { paramsToPrerender } from '@/lib/routing/deferred-pages.ts';
import { findGenericPage, genericPageSlugs, isLoginPage } from '@/server/content/generic-pages.ts';
import { getSiteFile } from '@/server/site/site.ts';

// The one generic page template (§2.1): the login page, the privacy policy and the site's other
// pages. Reserved segments are never served here (the schema also refuses them as page slugs).
// Pre-rendered at build unless §3.1 deferStandardPages; only the site's own slugs reach it
// (src/proxy.ts), so rendering on demand stores nothing for any other address.
export const dynamicParams = true;

export function generateStaticParams(): Promise<{ slug: string }[]> {
  return paramsToPrerender(getSiteFile().configuration, 'deferStandardPages', () =>
    genericPageSlugs().map((slug) => ({ slug })),
  );
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findGenericPage((await params).slug);
  return page ? { title: page.title } : {};
}

export default async function GenericPage({ params }: Props) {
  const { slug } = await params;
  const page = findGenericPage(slug);
  if (!page) notFound();
  return <GenericPageView page={page} isLogin={isLoginPage(slug)} />;
}
