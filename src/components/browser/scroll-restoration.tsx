'use client';

import { useEffect } from 'react';

// §2.2 scroll restoration. Pushes are Next's (a Link's shouldUpdateScroll={false} is next/link's scroll={false}:
// Next owns history.state). On back/forward the browser restores before the route has its full height and lands
// short, so where the Navigation API exists this keeps each entry's position (sessionStorage, for reloads) and
// restores it once the page is tall enough, giving up when the visitor scrolls, types or touches.

export const SCROLL_POSITIONS_STORAGE_KEY = 'fincher.scrollPositions';
/** Entries remembered per tab: the oldest are forgotten first. */
export const SCROLL_POSITIONS_LIMIT = 50;
export const RESTORE_TIME_LIMIT_MS = 1500;

export type ScrollPositions = [entryKey: string, y: number][];

/** Remembers `y` for `entryKey` as the most recent entry, keeping at most `limit` entries. */
export function rememberScrollPosition(
  positions: ScrollPositions,
  entryKey: string,
  y: number,
  limit = SCROLL_POSITIONS_LIMIT,
): ScrollPositions {
  const others = positions.filter(([key]) => key !== entryKey);
  return [...others, [entryKey, Math.max(0, Math.round(y))] as [string, number]].slice(-limit);
}

/** Reads what sessionStorage kept; anything unreadable counts as nothing remembered. */
export function parseStoredScrollPositions(raw: string | null): ScrollPositions {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'number' &&
        Number.isFinite(entry[1]),
    );
  } catch {
    return [];
  }
}

export function savedPositionFor(positions: ScrollPositions, entryKey: string): number | null {
  return positions.find(([key]) => key === entryKey)?.[1] ?? null;
}

interface NavigationEntryLike {
  key: string;
}
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key?: string | null };
}
interface NavigationLike extends EventTarget {
  currentEntry: NavigationEntryLike | null;
}

function browserNavigation(): NavigationLike | null {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  return navigation?.currentEntry ? navigation : null;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight;

export function ScrollRestoration(): null {
  useEffect(() => {
    const navigation = browserNavigation();
    if (!navigation) return;
    const storage = sessionStorageOrNull();
    let positions = parseStoredScrollPositions(storage?.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? null);
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';

    let restoring: { stop: () => void } | null = null;
    let saveFrame = 0;

    const saveCurrent = () => {
      const key = navigation.currentEntry?.key;
      if (key && !restoring) positions = rememberScrollPosition(positions, key, window.scrollY);
    };
    const persist = () => {
      try {
        storage?.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or denied: restoration within this page's life still works.
      }
    };

    const restore = (y: number) => {
      restoring?.stop();
      const startedAt = performance.now();
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
        restoring = null;
      };
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        window.addEventListener(type, stop, { passive: true });
      const attempt = () => {
        const reachable = maxScrollY() >= y;
        if (reachable || performance.now() - startedAt > RESTORE_TIME_LIMIT_MS) {
          window.scrollTo(0, Math.min(y, Math.max(0, maxScrollY())));
          stop();
          return;
        }
        frame = requestAnimationFrame(attempt);
      };
      restoring = { stop };
      attempt();
    };

    const onScroll = () => {
      if (saveFrame) return;
      saveFrame = requestAnimationFrame(() => {
        saveFrame = 0;
        saveCurrent();
      });
    };
    let traversingTo: string | null = null;
    const onNavigate = (event: Event) => {
      saveCurrent();
      persist();
      const navigate = event as NavigateEventLike;
      traversingTo = navigate.navigationType === 'traverse' ? (navigate.destination.key ?? null) : null;
    };
    const onEntryChange = () => {
      const key = navigation.currentEntry?.key;
      if (!traversingTo || key !== traversingTo) return;
      traversingTo = null;
      const saved = savedPositionFor(positions, key);
      if (saved !== null) restore(saved);
    };
    const onPageHide = () => {
      saveCurrent();
      persist();
    };

    // A reload (or a return to this tab's entry from another site) starts here.
    const initialKey = navigation.currentEntry?.key;
    const initial = initialKey ? savedPositionFor(positions, initialKey) : null;
    if (initial !== null && window.scrollY === 0) restore(initial);

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    navigation.addEventListener('navigate', onNavigate);
    navigation.addEventListener('currententrychange', onEntryChange);
    return () => {
      restoring?.stop();
      cancelAnimationFrame(saveFrame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      navigation.removeEventListener('navigate', onNavigate);
      navigation.removeEventListener('currententrychange', onEntryChange);
      window.history.scrollRestoration = previousMode;
    };
  }, []);
  return null;
}
