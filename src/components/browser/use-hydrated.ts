'use client';

import { useSyncExternalStore } from 'react';

// Whether this render runs in the browser after hydration. The server and the hydration pass both
// answer false, so that they produce the same markup; React then re-renders with true at once.
// For what only the browser knows (a static page's query string, storage, the DOM).

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
