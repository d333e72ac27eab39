// Work that must not hold back a paint the visitor is waiting for: it runs once the browser has
// painted the next frame. A hidden tab paints no frames, so a short timeout stands in there.

/** Longest wait for a frame before going on anyway (a background tab draws none). */
const NO_FRAME_TIMEOUT_MS = 100;

/** Resolves after the next frame has been painted (a task queued from its animation-frame callback). */
export function afterNextPaint(timeoutMs = NO_FRAME_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    window.requestAnimationFrame(() => {
      // Animation-frame callbacks run just before the frame is painted; a task queued from one
      // runs after it.
      window.setTimeout(() => {
        window.clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
