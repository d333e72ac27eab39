'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

// A §2.2 behaviour that only matters at the next navigation (restoring the scroll position):
// loaded when the browser is first idle after the page starts, so that it is not part of the
// first-load JavaScript (its budget is 140 KB gzipped). Keyboard focus forwarding stays eager: a
// keyboard user may press Tab at once.
const ScrollRestoration = lazy(() =>
  import('./scroll-restoration.tsx').then((module) => ({ default: module.ScrollRestoration })),
);

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle. */
export function DeferredBehaviours() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
    </Suspense>
  );
}
