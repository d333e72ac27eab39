import { findMovie } from '@/lib/catalog/queries.ts';
import { posterSvg } from '@/lib/catalog/poster.ts';
import { getCurrentCatalog, programmeRules } from '@/server/site/site.ts';

// Demo posters: /posters/{movieId}.svg, generated from the catalogue (no network).
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,12})\.svg$/.exec((await params).file);
  const movie = match ? findMovie(await getCurrentCatalog(), Number(match[1]), programmeRules()) : null;
  if (!movie)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(posterSvg({ id: movie.id, title: movie.title, caption: movie.releaseDate?.slice(0, 4) }), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
