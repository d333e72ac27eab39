import { notFound, permanentRedirect } from 'next/navigation';
import { findMovie } from '@/lib/catalog/queries.ts';
import { moviePath } from '@/lib/catalog/slug.ts';
import { getCurrentCatalog, programmeRules } from '@/server/site/site.ts';

// §2.1 movie permalinks: /permalink/movie/{movieId}[-anything][/…] → the canonical movie page.
export const dynamic = 'force-dynamic';

export default async function MoviePermalink({ params }: { params: Promise<{ rest: string[] }> }) {
  const [first] = (await params).rest;
  const id = first ? /^(\d{1,12})(?:-|$)/.exec(decodeURIComponent(first))?.[1] : undefined;
  if (!id) notFound();
  const movie = findMovie(await getCurrentCatalog(), Number(id), programmeRules());
  if (!movie) notFound();
  permanentRedirect(moviePath(movie));
}
