import { describe, expect, it, vi } from 'vitest';
import { APP_EVENT_DOM_NAME, appEvents, createAppEventBus } from './app-events.ts';

describe('app event bus (§2.3 logout hash link and action links announce through it)', () => {
  it('delivers a payload-less event and a typed payload to their listeners only', () => {
    const bus = createAppEventBus();
    const onLogout = vi.fn();
    const onAction = vi.fn();
    bus.on('loyalty:logout', onLogout);
    bus.on('app:action', onAction);

    bus.emit('loyalty:logout');
    bus.emit('app:action', { action: 'openTheaterPicker' });

    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ action: 'openTheaterPicker' });
  });

  it('stops delivering after unsubscribe and counts listeners', () => {
    const bus = createAppEventBus();
    const listener = vi.fn();
    const off = bus.on('loyalty:logout', listener);
    expect(bus.listenerCount('loyalty:logout')).toBe(1);
    off();
    bus.emit('loyalty:logout');
    expect(listener).not.toHaveBeenCalled();
    expect(bus.listenerCount('loyalty:logout')).toBe(0);
  });

  it('keeps delivering to the others when one listener throws or unsubscribes mid-emit', () => {
    const bus = createAppEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const off = bus.on('loyalty:logout', () => {
      off();
      throw new Error('boom');
    });
    bus.on('loyalty:logout', second);
    bus.emit('loyalty:logout');
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('rejects unknown events and wrong payloads at compile time', () => {
    const bus = createAppEventBus();
    // @ts-expect-error: not an app event
    bus.on('nope', () => {});
    // @ts-expect-error: the action name must be one of APP_ACTIONS
    bus.emit('app:action', { action: 'deleteEverything' });
    expect(bus.listenerCount('app:action')).toBe(0);
  });

  it('mirrors each event after its listeners, and the page bus dispatches it on window', () => {
    const order: string[] = [];
    const bus = createAppEventBus({
      mirror: (name, payload) => order.push(`mirror ${name} ${JSON.stringify(payload)}`),
    });
    bus.on('app:action', () => order.push('listener'));
    bus.emit('app:action', { action: 'openTheaterPicker' });
    expect(order).toEqual(['listener', 'mirror app:action {"action":"openTheaterPicker"}']);

    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(APP_EVENT_DOM_NAME, (event) => seen.push((event as CustomEvent).detail));
    vi.stubGlobal('window', target);
    appEvents.emit('loyalty:logout');
    vi.unstubAllGlobals();
    expect(seen).toEqual([{ name: 'loyalty:logout', payload: undefined }]);
  });
});
