'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

// The current page's query string for the §2.3 UTM carry-over, read from window.location after
// hydration instead of useSearchParams(). useSearchParams() makes every statically rendered page
// bail out to client rendering up to the nearest Suspense boundary; since a Link sits in the
// header and footer of every page, that would strip the pre-rendered HTML of most pages (§1 "a
// pre-rendered website"). Here the server and the hydration pass render hrefs without utm (the
// server cannot know them), and React re-renders with the real query right after hydration.

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

function browserNavigation(): NavigationLike | undefined {
  return (window as unknown as { navigation?: NavigationLike }).navigation;
}

function subscribe(onChange: () => void): () => void {
  // popstate covers back/forward; the Navigation API (Chromium) also reports the router's
  // pushState calls. Elsewhere, usePathname() below re-renders on each route change.
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
  // Subscribing to the pathname makes the caller re-render after a client navigation, which
  // re-reads window.location even where the Navigation API is missing.
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
