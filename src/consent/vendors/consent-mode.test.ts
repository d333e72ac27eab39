// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { tellConsentMode } from './consent-mode.ts';
import { trackingStateWith } from '../runtime/tracking-state-test-support.ts';

const state = trackingStateWith;
const layer = () =>
  ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => [...(e as IArguments)]);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).dataLayer;
});

describe('§4.12, §4.15 Google consent mode, one state for every Google tag', () => {
  it('analytics accepted, advertising refused: analytics storage granted, every advertising field denied', () => {
    tellConsentMode(state({ anyPurposeDenied: true, advertisingAllowed: false }));
    expect(layer()).toEqual([
      [
        'consent',
        'default',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
  });

  it('"default" once, then "update" only when something changed (the two wrappers may both tell)', () => {
    tellConsentMode(state({ advertisingAllowed: false }));
    tellConsentMode(state({ advertisingAllowed: false }));
    tellConsentMode(state({}));
    tellConsentMode(state({ webAnalyticsEnabled: false, advertisingAllowed: false }));
    expect(layer().map(([, mode, choice]) => [mode, (choice as Record<string, string>).ad_storage])).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
      ['update', 'denied'],
    ]);
    expect(layer().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
  });
});
