// Work that must not hold back a paint the visitor is waiting for: it runs once the browser has
// painted the next frame. A hidden tab paints nothing, so there it runs at once (or as soon as the
// tab is hidden while it waits).

/** Resolves after the next frame has been painted (a task queued from its animation-frame callback). */
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
      // Animation-frame callbacks run just before the frame is painted; a task queued from one
      // runs after it.
      window.setTimeout(done, 0);
    });
  });
}

/** How long after the next paint we wait, at most, for the browser to report it on screen. */
export const ON_SCREEN_FALLBACK_MS = 100;

/**
 * Resolves once the next frame's paint is on screen, not only painted, when `waitFor()` (asked
 * after that paint) says something worth waiting for was drawn in it (a consent notice): a frame
 * reaches the screen some frames after its paint task (about 20-30 ms in Chrome), and the browser
 * reports a new largest paint then, with the time it was shown. Work that would otherwise start in
 * between (a tag's request, its parsing) waits for that report; when none comes (nothing painted
 * was larger than the page's largest paint so far, input has stopped the reports, or the browser
 * makes none), it goes ON_SCREEN_FALLBACK_MS after the paint. Otherwise, and in a hidden tab (or
 * one hidden while it waits), at once.
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
