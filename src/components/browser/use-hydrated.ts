'use client';

import { useSyncExternalStore } from 'react';

// Whether this render runs in the browser after hydration: false on the server and in the hydration pass, so
// both produce the same markup; for what only the browser knows (a static page's query, storage, the DOM).

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
