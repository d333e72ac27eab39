/** Resolves after the next frame has been painted; at once in a hidden tab, which paints nothing. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const done = () => {
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.requestAnimationFrame(() => {
      // Animation-frame callbacks run just before the paint; a task queued from one runs after it.
      window.setTimeout(done, 0);
    });
  });
}

/** How long after the next paint we wait, at most, for the browser to report it on screen. */
export const ON_SCREEN_FALLBACK_MS = 100;

/**
 * Resolves once the next frame is on screen, not only painted, when `waitFor()` says it drew something worth waiting
 * for (docs/decisions/0014-tags-wait-for-the-notice.md); at once otherwise, and in a hidden tab.
 */
export function afterNextPaintOnScreen(waitFor: () => boolean = () => true): Promise<void> {
  return new Promise((resolve) => {
    const since = performance.now();
    let observer: PerformanceObserver | null = null;
    let timer: number | undefined;
    let settled = false;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const done = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint' });
    }
    void afterNextPaint().then(() => {
      if (settled) return;
      if (document.visibilityState === 'hidden' || !waitFor()) {
        done();
        return;
      }
      document.addEventListener('visibilitychange', onHidden);
      timer = window.setTimeout(done, ON_SCREEN_FALLBACK_MS);
    });
  });
}
