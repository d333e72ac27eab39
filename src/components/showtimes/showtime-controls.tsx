'use client';

import { useLayoutEffect, useRef } from 'react';
import { useLinkEnvironment } from '@/components/ui/link/link-context.tsx';
import { whenIdle } from '@/components/browser/when-idle.ts';
import type { DeferredDays } from './chip-data.ts';
import type { ShowtimeState, ShowtimeTexts } from './showtime-controller.ts';
import { DAY_TAB_DATE } from './showtime-day-attribute.ts';

// The controller loads when the browser is first idle, or at once at a touch, key or focus inside; a day clicked
// before it arrives is selected then. Attached again after a render (renewed showtimes), it takes over at once, before
// the browser paints, with what the visitor chose under the previous one: a replaced block would otherwise show the
// server's first day and no filters. Why: docs/decisions/0018-showtime-browser-drawn-by-the-server.md

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

type Controller = typeof import('./showtime-controller.ts');

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
  const chosen = useRef<ShowtimeState>({});
  const loaded = useRef<Controller>(null);
  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    let detach: (() => ShowtimeState) | null = null;
    const attach = ({ attachShowtimes }: Controller) => {
      detach = attachShowtimes(root, { embedding, state: chosen.current, texts, later });
    };
    const stop = () => {
      if (detach) chosen.current = detach();
    };
    if (loaded.current) {
      attach(loaded.current);
      return stop;
    }
    let cancelled = false;
    const onClick = (event: MouseEvent) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
      const date = tab?.getAttribute(DAY_TAB_DATE);
      if (date) chosen.current = { ...chosen.current, date };
    };
    let cancelIdle = () => {};
    const load = () => {
      cancelIdle();
      for (const type of INTERACTIONS) root.removeEventListener(type, load, true);
      void import('./showtime-controller.ts').then((module) => {
        loaded.current = module;
        root.removeEventListener('click', onClick, true);
        if (!cancelled) attach(module);
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
      stop();
    };
  }, [rootId, embedding, texts, later]);
  return null;
}
