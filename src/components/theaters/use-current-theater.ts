'use client';

import { currentTheaterOfPage } from '@/lib/theaters/selected-theater.ts';
import { useOptionalPageContext } from '../layout/page-context.tsx';
import { useSelectedTheaterId } from './selected-theater-store.ts';

/**
 * §4.14 in a client component: the page's own theater (page context, §3.4), else the selected
 * theater, else none; a single venue's one theater. null during server rendering and hydration on
 * a circuit page of no theater (the selected theater is known only in the browser).
 */
export function useCurrentTheaterId(): string | null {
  const pageContext = useOptionalPageContext();
  const selected = useSelectedTheaterId();
  // Outside the root layout (an isolated component) there is no page context: no current theater.
  return pageContext ? currentTheaterOfPage(pageContext, selected) : null;
}
