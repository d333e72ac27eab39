// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_PLAN_ELEMENT_ID } from '@/consent/rules/tracking-constants.ts';
import type { TrackingPlan } from '@/consent/rules/tracking-plan.ts';

// §2.7, §7.11 Didomi's SDK requested as soon as the adapter's code is in, before the tracking
// runtime has come (didomi-start.ts), and loaded once whoever asks.

const LOADER = 'http://sdk.test/k/loader.js?target_type=notice&target=notice-1';
const manager = {
  kind: 'didomi',
  noticeId: 'notice-1',
  loaderUrl: LOADER,
  publicApiKey: 'k',
  appName: 'Starlight Cinemas',
  logoPath: null,
  privacyPolicyPath: '/privacy/',
  country: 'US',
} as const;

function writePlan(plan: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = TRACKING_PLAN_ELEMENT_ID;
  element.textContent = JSON.stringify(plan);
  document.body.append(element);
}

const loaderScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src === LOADER);

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  const page = window as unknown as Record<string, unknown>;
  delete page.didomiConfig;
  delete page.didomiEventListeners;
  delete page.didomiOnReady;
});

describe('§7.11 the Didomi SDK requested before the tracking runtime', () => {
  it('is requested at once, and the runtime then starts the same adapter: one loader, one ready', async () => {
    writePlan({ consentManager: manager });
    const { startDidomiEarly, pageDidomiAdapter } = await import('./didomi-start.ts');
    startDidomiEarly();
    expect(loaderScripts()).toHaveLength(1);
    // The SDK answers before the runtime has come.
    const sdk = { isConsentRequired: () => false };
    const queue = (window as unknown as { didomiOnReady: ((sdk: unknown) => void)[] }).didomiOnReady;
    for (const callback of queue) callback(sdk);
    const adapter = pageDidomiAdapter({ consentManager: manager } as unknown as TrackingPlan, manager);
    await adapter.start();
    expect(adapter.ready()).toBe(true);
    expect(loaderScripts()).toHaveLength(1);
  });

  it('requests nothing on a page whose plan names another manager, or has no plan', async () => {
    const { startDidomiEarly } = await import('./didomi-start.ts');
    startDidomiEarly();
    writePlan({ consentManager: { kind: 'cookieconsent' } });
    startDidomiEarly();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>).didomiConfig).toBeUndefined();
  });
});
