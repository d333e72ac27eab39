// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('§2.7 work that waits for the next paint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('runs in a task after the next animation frame, not before', async () => {
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

  it('goes on without a frame after its timeout (a hidden tab paints none)', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(frames).toHaveBeenCalledTimes(1);
  });
});
