// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterNextPaintOnScreen, ON_SCREEN_FALLBACK_MS } from './after-next-paint.ts';

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

describe('§2.7 work that waits until the next paint is on screen', () => {
  type Entry = Pick<PerformanceEntry, 'startTime'>;
  let observers: { callback: (entries: Entry[]) => void; connected: boolean }[] = [];
  let now = 1000;
  beforeEach(() => {
    observers = [];
    now = 1000;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => 'visible');
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    // jsdom has no PerformanceObserver: a stand-in with Chrome's largest-paint reports.
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      readonly record: { callback: (entries: Entry[]) => void; connected: boolean };
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        this.record = { callback: (entries) => callback({ getEntries: () => entries }), connected: false };
        observers.push(this.record);
      }
      observe() {
        this.record.connected = true;
      }
      disconnect() {
        this.record.connected = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const report = (startTime: number) => {
    for (const observer of observers) if (observer.connected) observer.callback([{ startTime }]);
  };

  it('waits past the paint for the report that it is on screen, then stops listening', async () => {
    let done = false;
    void afterNextPaintOnScreen().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(17);
    expect(done).toBe(false);
    now = 1030;
    report(1025);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('a report of an earlier paint does not count', async () => {
    let done = false;
    void afterNextPaintOnScreen().then(() => (done = true));
    report(900);
    await vi.advanceTimersByTimeAsync(17 + ON_SCREEN_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('without a report (nothing larger painted, or no such reports), goes a short while after the paint', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    let done = false;
    void afterNextPaintOnScreen().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(17 + ON_SCREEN_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('when nothing worth waiting for was drawn (no notice shows), right after the paint', async () => {
    let asked = 0;
    let done = false;
    void afterNextPaintOnScreen(() => (asked += 1) < 0).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(16);
    expect([asked, done]).toEqual([0, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([asked, done]).toEqual([1, true]);
    expect(observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('a tab hidden while it waits for the report: at once', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let done = false;
    void afterNextPaintOnScreen().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(false);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('a hidden tab shows nothing: at once', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => 'hidden');
    let done = false;
    void afterNextPaintOnScreen().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
