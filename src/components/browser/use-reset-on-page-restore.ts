'use client';

import { useEffect } from 'react';

/**
 * Calls `reset` when the browser restores this page from the back/forward cache: a page left for
 * another site (a wallet, a payment portal) comes back exactly as it was, busy button included.
 */
export function useResetOnPageRestore(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
