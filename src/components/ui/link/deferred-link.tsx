'use client';

import { lazy, Suspense } from 'react';
import type { LinkProps } from './link.tsx';

// The browser's Link for the few server-rendered links the visit decides (StaticLink's fallback:
// actions, hash links, ticketing and booking links, forms). Loaded on demand, so that the link code
// is not in the first-load JavaScript of every page: during hydration React keeps the server's HTML
// of the link until the code has arrived.

const Link = lazy(() => import('./link.tsx').then((module) => ({ default: module.Link })));

export function DeferredLink(props: LinkProps) {
  return (
    <Suspense fallback={null}>
      <Link {...props} />
    </Suspense>
  );
}
