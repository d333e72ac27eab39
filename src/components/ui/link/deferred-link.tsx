'use client';

import { lazy, Suspense } from 'react';
import type { LinkProps } from './link.tsx';

// Loaded on demand, so that the link code stays out of every page's first-load JavaScript; React keeps the
// server's HTML of the link until it arrives.

const Link = lazy(() => import('./link.tsx').then((module) => ({ default: module.Link })));

export function DeferredLink(props: LinkProps) {
  return (
    <Suspense fallback={null}>
      <Link {...props} />
    </Suspense>
  );
}
