'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

// §2.2 behaviours that are not needed for the first paint, kept out of the first-load JavaScript
// (its budget is 140 KB gzipped) and loaded when the browser is first idle after the page starts:
// restoring the scroll position (it matters at the next navigation) and forwarding keyboard focus
// from a focusable label (it matters at the first Tab stop on one). A key pressed before that
// idle moment loads them at once, and whether the last input was a key is followed from the start,
// so that a label a key focused before the code arrived is forwarded on arrival.
// Imported, not React.lazy: code lost on the way (a phone between two cells) leaves the page as it
// is, without them, where a lazy component's failure would replace the whole page with the error
// screen.
type Behaviours = typeof import('./deferred-behaviours-chunk.ts');

/** Renders nothing visible; mounts the deferred behaviours once the browser is idle, or at the first key. */
export function DeferredBehaviours() {
  const [behaviours, setBehaviours] = useState<Behaviours | null>(null);
  // One object for the page's life: its getter is a stable prop.
  const [lastInput] = useState(() => {
    const input = { keyboard: false, wasKeyboard: () => input.keyboard };
    return input;
  });
  useEffect(() => {
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      import('./deferred-behaviours-chunk.ts').then(setBehaviours, () => undefined);
    };
    const onKey = () => {
      lastInput.keyboard = true;
      load();
    };
    const onPointer = () => {
      lastInput.keyboard = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    const cancel = whenIdle(load);
    return () => {
      cancel();
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [lastInput]);
  if (!behaviours) return null;
  const { ScrollRestoration, FocusLabelForwarding } = behaviours;
  return (
    <>
      <ScrollRestoration />
      <FocusLabelForwarding lastInputWasKeyboard={lastInput.wasKeyboard} />
    </>
  );
}
