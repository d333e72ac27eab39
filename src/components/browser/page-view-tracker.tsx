'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView } from '@/consent/runtime/analytics.ts';

/**
 * §2.2: a page-view event on every route change, through the analytics facade (which holds it
 * until analytics is set up). Keyed on the path only: query changes within a page (filters,
 * sorting) are not new page views. Mount once in the root layout.
 */
export function PageViewTracker(): null {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) trackPageView(pathname);
  }, [pathname]);
  return null;
}
