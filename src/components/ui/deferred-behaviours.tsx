'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

// §2.2 behaviours that are not needed for the first paint, kept out of the first-load JavaScript
// (its budget is 140 KB gzipped) and loaded when the browser is first idle after the page starts:
// restoring the scroll position (it matters at the next navigation) and forwarding keyboard focus
// from a focusable label (it matters at the first Tab stop on one). A key pressed before that
// idle moment loads them at once; a label it already focused is then forwarded on arrival.
const ScrollRestoration = lazy(() =>
  import('./scroll-restoration.tsx').then((module) => ({ default: module.ScrollRestoration })),
);
const FocusLabelForwarding = lazy(() =>
  import('./focus-label-forwarding.tsx').then((module) => ({ default: module.FocusLabelForwarding })),
);

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle, or at the first key. */
export function DeferredBehaviours() {
  const [ready, setReady] = useState<'idle' | 'key' | null>(null);
  useEffect(() => {
    const onKey = () => setReady((current) => current ?? 'key');
    document.addEventListener('keydown', onKey, { capture: true, once: true });
    const cancel = whenIdle(() => setReady((current) => current ?? 'idle'));
    return () => {
      cancel();
      document.removeEventListener('keydown', onKey, { capture: true });
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
      <FocusLabelForwarding keyboardFirst={ready === 'key'} />
    </Suspense>
  );
}
