'use client';

import { currentTheaterOfPage } from '@/lib/theaters/selected-theater.ts';
import { useOptionalPageContext } from '../layout/page-context.tsx';
import { useSelectedTheaterId } from './selected-theater-store.ts';

/**
 * §4.14: the page's own theater (§3.4), else the selected one; a single venue's one theater. null
 * while rendering on a circuit page of no theater, since the selection is known only in the browser.
 */
export function useCurrentTheaterId(): string | null {
  const pageContext = useOptionalPageContext();
  const selected = useSelectedTheaterId();
  // Outside the root layout (an isolated component) there is no page context: no current theater.
  return pageContext ? currentTheaterOfPage(pageContext, selected) : null;
}
