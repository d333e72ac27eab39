// For work that must never delay the first paint or the first interaction; returns a function that cancels it.

/** Longest wait for an idle moment before running anyway. */
const DEFAULT_TIMEOUT_MS = 1500;
/** Safari has no requestIdleCallback: a short timeout stands in. */
const FALLBACK_DELAY_MS = 200;

export function whenIdle(callback: () => void, timeoutMs = DEFAULT_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
