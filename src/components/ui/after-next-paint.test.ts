// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('§2.7 work that waits for the next paint', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs in a task after the next animation frame, however long that frame takes to come', async () => {
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    // The frame's callbacks run (16 ms), then the task they queued.
    await vi.advanceTimersByTimeAsync(16);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('a frame that is late (a busy main thread) is still waited for: no timeout overtakes it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    frames[0]!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('a hidden tab paints nothing: at once, or as soon as the tab is hidden while waiting', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    visibility = 'hidden';
    let first = false;
    void afterNextPaint().then(() => (first = true));
    await Promise.resolve();
    expect(first).toBe(true);
    visibility = 'visible';
    let second = false;
    void afterNextPaint().then(() => (second = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(second).toBe(false);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(second).toBe(true);
  });
});
