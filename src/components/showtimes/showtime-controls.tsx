'use client';

import { useEffect } from 'react';
import { useLinkEnvironment } from '@/components/ui/link/link-context.tsx';
import { whenIdle } from '@/components/browser/when-idle.ts';
import type { DeferredDays } from './chip-data.ts';
import type { ShowtimeTexts } from './showtime-controller.ts';
import { DAY_TAB_DATE } from './showtime-day-attribute.ts';

// The controller loads when the browser is first idle, or at once at a touch, key or focus inside; a day clicked
// before it arrives is selected then. Why: docs/decisions/0018-showtime-browser-drawn-by-the-server.md

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Renders nothing; attaches the controller to the browser whose root has the id `rootId`. */
export function ShowtimeControls({
  rootId,
  texts,
  later,
}: {
  rootId: string;
  texts: ShowtimeTexts;
  later: DeferredDays;
}): null {
  const embedding = useLinkEnvironment().embeddingMode !== null;
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    let pendingDay: string | undefined;
    const onClick = (event: MouseEvent) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
      pendingDay = tab?.getAttribute(DAY_TAB_DATE) ?? pendingDay;
    };
    let cancelIdle = () => {};
    const load = () => {
      cancelIdle();
      for (const type of INTERACTIONS) root.removeEventListener(type, load, true);
      void import('./showtime-controller.ts').then(({ attachShowtimes }) => {
        root.removeEventListener('click', onClick, true);
        if (!cancelled) detach = attachShowtimes(root, { embedding, pendingDay, texts, later });
      });
    };
    root.addEventListener('click', onClick, true);
    for (const type of INTERACTIONS) root.addEventListener(type, load, true);
    cancelIdle = whenIdle(load);
    return () => {
      cancelled = true;
      cancelIdle();
      for (const type of INTERACTIONS) root.removeEventListener(type, load, true);
      root.removeEventListener('click', onClick, true);
      detach?.();
    };
  }, [rootId, embedding, texts, later]);
  return null;
}
