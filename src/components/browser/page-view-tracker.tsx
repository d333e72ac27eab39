'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView } from '@/consent/runtime/analytics.ts';

/** §2.2: a page view per path change (filters and sorting are not new pages); the facade holds it until set up. */
export function PageViewTracker(): null {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) trackPageView(pathname);
  }, [pathname]);
  return null;
}
