import type { ReactNode } from 'react';
import { staticMarkup } from '@/server/render/static-markup.ts';
import { MOVIE_GRID_CLASS } from './movie-grid.tsx';

/**
 * The poster grid of a server-drawn page, sent as HTML: its cards hold nothing interactive (links are plain anchors
 * the page's link behaviours handle), so React neither decodes them from the RSC payload nor hydrates them
 * (docs/decisions/0044-framework-cost-on-the-reference-phone.md).
 */
export async function StaticMovieGrid({ children }: { children: ReactNode }) {
  return <div className={MOVIE_GRID_CLASS} dangerouslySetInnerHTML={{ __html: await staticMarkup(children) }} />;
}
