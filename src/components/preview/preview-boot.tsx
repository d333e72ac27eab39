'use client';

import { useEffect } from 'react';

// §4.13: a normal visitor runs only this one check after hydration; the preview module is a
// separate chunk fetched only for a page in a frame or opened by another window.
export function PreviewBoot() {
  useEffect(() => {
    if (window.parent === window && !window.opener) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    import('./preview-runtime.ts')
      .then((module) => module.startPreview())
      .then((stopPreview) => {
        if (stopped) stopPreview();
        else stop = stopPreview;
      })
      // No preview (design unavailable, network error): the page stays as published.
      .catch(() => {});
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return null;
}
