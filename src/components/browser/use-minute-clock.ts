'use client';

import { useSyncExternalStore } from 'react';

// For what a cached page must re-check with the visitor's time (a showtime that started too long ago); null until
// hydrated, so that the pre-rendered markup and the hydration pass agree.

const MINUTE = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, MINUTE);
  return () => window.clearInterval(timer);
}

// The same number all minute long: React re-renders only when the minute changes.
const currentMinute = (): number => Math.floor(Date.now() / MINUTE) * MINUTE;
const unknownOnServer = (): number | null => null;

/** Epoch milliseconds at the start of the current minute, or null before hydration. */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, unknownOnServer);
}
