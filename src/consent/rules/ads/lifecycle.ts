import { AD_SETUP_DEBOUNCE_MS, type AdsDisplayMode } from './ads-constants.ts';
import type { AdSlotSpec } from './slots.ts';
import { sameTargeting } from './targeting.ts';

/** §4.15: ads are set up on a page only when it gives scheduledMovieIds (an empty list is given). */
export function shouldSetUpAds(page: { scheduledMovieIds?: readonly unknown[] | null } | null): boolean {
  return Array.isArray(page?.scheduledMovieIds);
}

/** §4.15: in CUSTOM_WITHOUT_WRAPPER a targeting change refreshes every slot but the interstitial; else none. */
export function slotsToRefresh(
  mode: AdsDisplayMode | 'OTHER',
  slots: readonly AdSlotSpec[],
  previous: Readonly<Record<string, unknown>> | null,
  next: Readonly<Record<string, unknown>>,
): string[] {
  if (mode !== 'CUSTOM_WITHOUT_WRAPPER' || previous === null || sameTargeting(previous, next)) return [];
  return slots.filter((slot) => slot.kind !== 'interstitial').map((slot) => slot.elementId);
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** §4.15: a path change clears the slots at once (the page left owns them); set-up runs after the last change. */
export function createPathChangeDebouncer(
  actions: { clear(): void; setUp(path: string): void },
  timers: Timers = { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
  delayMs: number = AD_SETUP_DEBOUNCE_MS,
) {
  let pending: unknown = null;
  let lastPath: string | null = null;
  return {
    pathChanged(path: string): void {
      if (path === lastPath) return;
      lastPath = path;
      if (pending !== null) timers.clearTimeout(pending);
      actions.clear();
      pending = timers.setTimeout(() => {
        pending = null;
        actions.setUp(path);
      }, delayMs);
    },
    dispose(): void {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      lastPath = null;
    },
  };
}
