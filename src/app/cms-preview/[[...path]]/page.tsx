import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GenericPageView } from '@/components/content/generic-page-view.tsx';
import { findGenericPage, genericPageSlugs, isLoginPage } from '@/server/content/generic-pages.ts';
import HomePage from '../../page.tsx';

// §2.3 preview prefix, §4.13: the editor's view of the site under PREVIEW_PATH_PREFIX. It renders
// the same content as the public page (/cms-preview/ → home, /cms-preview/{slug}/ → that generic
// page); below this prefix every Link keeps its href but a click does nothing. Never indexed.
export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return [{ path: [] }, ...genericPageSlugs().map((slug) => ({ path: [slug] }))];
}

type Props = { params: Promise<{ path?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [slug] = (await params).path ?? [];
  const page = slug ? findGenericPage(slug) : null;
  return { ...(page ? { title: page.title } : {}), robots: { index: false, follow: false } };
}

export default async function PreviewPage({ params }: Props) {
  const path = (await params).path ?? [];
  if (path.length === 0) return <HomePage />;
  const [slug] = path;
  const page = path.length === 1 && slug ? findGenericPage(slug) : null;
  if (!page || !slug) notFound();
  return <GenericPageView page={page} isLogin={isLoginPage(slug)} />;
}
