'use client';

import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from './lazy-component.ts';
import { whenIdle } from './when-idle.ts';

// §2.2 behaviours that are not needed for the first paint, kept out of the first-load JavaScript
// (its budget is 140 KB gzipped) and loaded when the browser is first idle after the page starts:
// restoring the scroll position (it matters at the next navigation) and forwarding keyboard focus
// from a focusable label (it matters at the first Tab stop on one). A key pressed before that
// idle moment loads them at once, and whether the last input was a key is followed from the start,
// so that a label a key focused before the code arrived is forwarded on arrival. Code that never
// arrives leaves the page as it is, without them (lazy-component.ts).
const ScrollRestoration = lazyComponent(
  () => import('./scroll-restoration.tsx').then((module) => module.ScrollRestoration),
  { optional: true },
);
const FocusLabelForwarding = lazyComponent(
  () => import('./focus-label-forwarding.tsx').then((module) => module.FocusLabelForwarding),
  { optional: true },
);

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle, or at the first key. */
export function DeferredBehaviours() {
  const [ready, setReady] = useState(false);
  // One object for the page's life: its getter is a stable prop.
  const [lastInput] = useState(() => {
    const input = { keyboard: false, wasKeyboard: () => input.keyboard };
    return input;
  });
  useEffect(() => {
    const onKey = () => {
      lastInput.keyboard = true;
      setReady(true);
    };
    const onPointer = () => {
      lastInput.keyboard = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    const cancel = whenIdle(() => setReady(true));
    return () => {
      cancel();
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [lastInput]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
      <FocusLabelForwarding lastInputWasKeyboard={lastInput.wasKeyboard} />
    </Suspense>
  );
}
