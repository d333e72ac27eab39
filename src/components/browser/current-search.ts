'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

// The query string for the §2.3 UTM carry-over, read after hydration: useSearchParams() would make every static
// page bail out to client rendering, a Link being in every header (§1 "a pre-rendered website").

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

function browserNavigation(): NavigationLike | undefined {
  return (window as unknown as { navigation?: NavigationLike }).navigation;
}

function subscribe(onChange: () => void): () => void {
  // popstate covers back/forward; the Navigation API (Chromium) also reports the router's pushState calls.
  window.addEventListener('popstate', onChange);
  browserNavigation()?.addEventListener('currententrychange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    browserNavigation()?.removeEventListener('currententrychange', onChange);
  };
}

const readSearch = (): string => window.location.search;
const searchUnknownOnServer = (): string => '';

/** The current "?query" ('' during server rendering and hydration). */
export function useCurrentSearch(): string {
  // Re-renders after a client navigation even where the Navigation API is missing.
  usePathname();
  return useSyncExternalStore(subscribe, readSearch, searchUnknownOnServer);
}

/** The current path: the router's when mounted in the App Router, else the window's. */
export function useCurrentPath(): string {
  const routerPath = usePathname();
  const windowPath = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  return routerPath ?? windowPath;
}
