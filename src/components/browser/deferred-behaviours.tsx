'use client';

import { useEffect, useState } from 'react';
import type { OfflineLabels } from '../offline/offline-behaviours.tsx';
import { whenIdle } from './when-idle.ts';

// §2.2 behaviours the first paint does not need, loaded at the first idle moment or key press; the last input's kind
// is followed from the start, so a label a key focused before the code arrived is still forwarded. An import, not
// React.lazy: lost code leaves the page as it is, where a lazy component's failure shows the error screen.
type Behaviours = typeof import('./deferred-behaviours-chunk.ts');

/** Mounts the deferred behaviours once the browser is idle, or at the first key; only the offline status shows. */
export function DeferredBehaviours({ offlineLabels }: { offlineLabels: OfflineLabels }) {
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
  const { ScrollRestoration, FocusLabelForwarding, OfflineBehaviours } = behaviours;
  return (
    <>
      <ScrollRestoration />
      <FocusLabelForwarding lastInputWasKeyboard={lastInput.wasKeyboard} />
      <OfflineBehaviours labels={offlineLabels} />
    </>
  );
}
