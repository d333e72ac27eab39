'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// A §2.2 behaviour that only matters at the next navigation (restoring the scroll position):
// loaded when the browser is first idle after the page starts, so that it is not part of the
// first-load JavaScript (issue 3 budget). Keyboard focus forwarding stays eager: a keyboard user
// may press Tab at once.
const ScrollRestoration = lazy(() => import('./scroll-restoration.tsx').then((module) => ({ default: module.ScrollRestoration })));

/** Longest wait for an idle moment before loading them anyway. */
const IDLE_TIMEOUT_MS = 1500;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle. */
export function DeferredBehaviours() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idleWindow = window as IdleWindow;
    if (idleWindow.requestIdleCallback) {
      const handle = idleWindow.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => idleWindow.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
    </Suspense>
  );
}
