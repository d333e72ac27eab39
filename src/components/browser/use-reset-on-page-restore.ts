'use client';

import { useEffect } from 'react';

/** Calls `reset` when the page comes back from the back/forward cache exactly as left, busy button included. */
export function useResetOnPageRestore(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
