import { describe, expect, it, vi } from 'vitest';
import { createConsentStore, UNKNOWN_CONSENT, whenConsent, publishConsent, consentSnapshot } from './consent-state.ts';

// §4.12, §4.15: the consent state other features (ads) read, without touching a consent manager.

const GRANTED = {
  known: true,
  consentManagerEnabled: true,
  consent: 'granted',
  regulation: 'gdpr',
  trackingEnabled: true,
  anyPurposeDenied: false,
  advertisingAllowed: true,
} as const;

describe('consent store (§4.12 re-evaluated on every change)', () => {
  it('starts unknown, allowing nothing', () => {
    const store = createConsentStore();
    expect(store.snapshot()).toBe(UNKNOWN_CONSENT);
    expect(store.snapshot()).toMatchObject({ known: false, trackingEnabled: false, advertisingAllowed: false });
  });

  it('tells its listeners of a change, and keeps the same snapshot object while nothing changes', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.publish(GRANTED);
    const first = store.snapshot();
    expect(first).toEqual(GRANTED);
    expect(listener).toHaveBeenCalledTimes(1);
    store.publish({ ...GRANTED });
    expect(store.snapshot()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    store.publish({ ...GRANTED, advertisingAllowed: false, anyPurposeDenied: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).not.toBe(first);
    unsubscribe();
    store.publish(GRANTED);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('snapshots cannot be changed by a reader', () => {
    const store = createConsentStore();
    store.publish(GRANTED);
    expect(() => {
      (store.snapshot() as { advertisingAllowed: boolean }).advertisingAllowed = false;
    }).toThrow();
  });

  it('a failing listener does not stop the others', () => {
    const store = createConsentStore();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(second);
    store.publish(GRANTED);
    expect(second).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('whenConsent resolves once the page state satisfies the test (§4.15: ads wait for consent)', async () => {
    let resolved = false;
    const waiting = whenConsent((s) => s.advertisingAllowed).then((s) => {
      resolved = true;
      return s;
    });
    publishConsent({ ...GRANTED, advertisingAllowed: false });
    await Promise.resolve();
    expect(resolved).toBe(false);
    publishConsent(GRANTED);
    await expect(waiting).resolves.toEqual(GRANTED);
    expect(consentSnapshot()).toEqual(GRANTED);
    await expect(whenConsent((s) => s.known)).resolves.toEqual(GRANTED);
  });
});
