'use client';

import { useSyncExternalStore } from 'react';
import type { ListedHostCheck } from '@/lib/links/outbound.ts';

// The public suffix list, loaded only for a host the server gave no answer for (§5, src/lib/links/outbound.ts);
// such links render as staying in the tab, then again with the answer.

let loadedCheck: ListedHostCheck | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Starts loading the list, once; safe during rendering, as it only schedules a download. */
export function requestPublicSuffixCheck(): void {
  if (requested || typeof window === 'undefined') return;
  requested = true;
  void import('@/lib/links/public-suffix-check.ts').then((module) => {
    loadedCheck = module.isListedHost;
    for (const listener of listeners) listener();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const currentCheck = () => loadedCheck;
const noCheckOnServer = () => null;

/** The loaded check, or null until it arrives (and always null on the server and during hydration). */
export function useLoadedPublicSuffixCheck(): ListedHostCheck | null {
  return useSyncExternalStore(subscribe, currentCheck, noCheckOnServer);
}
