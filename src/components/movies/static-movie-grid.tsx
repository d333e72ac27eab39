import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/ui/static-html.tsx';
import { staticMarkup } from '@/server/render/static-markup.ts';
import { MovieCard } from './movie-card.tsx';
import { MOVIE_GRID_CLASS } from './movie-grid.tsx';

/**
 * The poster grid of a server-drawn page, sent as HTML: its cards hold nothing interactive (links are plain anchors
 * the page's link behaviours handle), so React neither decodes them from the RSC payload nor hydrates them
 * (docs/decisions/0044-framework-cost-on-the-reference-phone.md).
 */
export async function StaticMovieGrid({ children }: { children: ReactNode }) {
  return <div className={MOVIE_GRID_CLASS} dangerouslySetInnerHTML={{ __html: await staticMarkup(children) }} />;
}

/** One card as HTML, for the movie list whose search shows and hides whole cards. */
export function StaticMovieCard(props: Parameters<typeof MovieCard>[0]) {
  return (
    <StaticHtml>
      <MovieCard {...props} />
    </StaticHtml>
  );
}
