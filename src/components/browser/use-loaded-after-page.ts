'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * What `load` resolves to, imported once the page is up (null until then), or `failed` when it
 * could not be: the member screens and guest forms load their code this way. The arrival is drawn
 * as a transition, in slices that let input in, rather than in one long task. `key` names what is
 * loaded: a new key loads again.
 */
export function useLoadedAfterPage<T>(load: () => Promise<T>, key: string): { loaded: T | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; loaded: T | null; failed: boolean }>({
    key,
    loaded: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) startTransition(() => setState({ key, loaded, failed: false }));
      },
      () => {
        if (current) setState({ key, loaded: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { loaded: null, failed: false };
}
