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
