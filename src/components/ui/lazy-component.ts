import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy for the parts of a page loaded after it starts (§2.2: kept out of the first-load
// JavaScript). A chunk lost on the way, as on a phone between two cells, is fetched again after a
// short wait, twice, before the loss counts. A part the page can do without (a behaviour, not
// content) then renders nothing: React would otherwise hand the failure to the nearest error
// boundary, which replaces the whole page with its error screen.

/** Waits before the second and the third try. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** `load`, tried again after each delay while it fails; the last failure is the one thrown. */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

function Nothing() {
  return null;
}

export interface LazyComponentOptions {
  /** The page works without it: after the last try it renders nothing instead of failing. */
  readonly optional?: boolean;
  readonly delaysMs?: readonly number[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<T>,
  { optional = false, delaysMs = CHUNK_RETRY_DELAYS_MS }: LazyComponentOptions = {},
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      return { default: await loadWithRetries(load, delaysMs) };
    } catch (error) {
      if (optional) return { default: Nothing as unknown as T };
      throw error;
    }
  });
}
