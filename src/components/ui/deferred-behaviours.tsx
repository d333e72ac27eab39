'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// A §2.2 behaviour that only matters at the next navigation (restoring the scroll position):
// loaded when the browser is first idle after the page starts, so that it is not part of the
// first-load JavaScript (its budget is 140 KB gzipped). Keyboard focus forwarding stays eager: a keyboard user
// may press Tab at once.
const ScrollRestoration = lazy(() =>
  import('./scroll-restoration.tsx').then((module) => ({ default: module.ScrollRestoration })),
);

/** Longest wait for an idle moment before loading them anyway. */
const IDLE_TIMEOUT_MS = 1500;

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle. */
export function DeferredBehaviours() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a timeout stands in.
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setReady(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
    </Suspense>
  );
}
