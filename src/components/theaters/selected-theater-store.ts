'use client';

import { useSyncExternalStore } from 'react';
import { selectedTheaterCookie, THEATER_ATTRIBUTE } from '@/lib/theaters/selected-theater.ts';

// The selected theater in the browser: the <html> attribute set by the head script (and by a
// choice) is the source of truth for rendering; the cookie keeps it for 30 days (§5).

const CHANGE_EVENT = 'fincher:selected-theater';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

function snapshot(): string | null {
  return document.documentElement.getAttribute(THEATER_ATTRIBUTE);
}

/** null during server rendering and hydration, then the selected theater id (or null). */
export function useSelectedTheaterId(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export function selectTheater(theaterId: string): void {
  document.cookie = selectedTheaterCookie(theaterId);
  document.documentElement.setAttribute(THEATER_ATTRIBUTE, theaterId);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
