// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TrackingPlan } from '../tracking-plan.ts';
import { createDidomiAdapter, refusedAnything, type DidomiUserStatus } from './didomi-adapter.ts';

// §4.12 "a consent purpose is denied" (marketing identity) and §4.15 (ads), read from Didomi's user status.

const status = (purposes: string[], vendors: string[]): DidomiUserStatus => ({
  purposes: { consent: { disabled: purposes } },
  vendors: { consent: { disabled: vendors } },
});

describe('§4.12, §4.15 what a Didomi visitor refused', () => {
  it('nothing refused: nothing denied', () => {
    expect(refusedAnything(status([], []))).toBe(false);
  });

  it('a refused purpose is a refusal', () => {
    expect(refusedAnything(status(['advertising'], []))).toBe(true);
  });

  it('one vendor refused in the vendor list, every purpose kept: still a refusal', () => {
    expect(refusedAnything(status([], ['c:ad-network']))).toBe(true);
  });
});

describe('§7.11 what the Didomi loader receives', () => {
  it("gives the site's country as the publisher's and leaves the visitor's to geolocation (§4.12)", () => {
    const adapter = createDidomiAdapter({} as TrackingPlan, {
      kind: 'didomi',
      noticeId: 'notice-1',
      loaderUrl: 'http://sdk.test/k/loader.js?target_type=notice&target=notice-1',
      publicApiKey: 'k',
      appName: 'Starlight Cinemas',
      logoPath: '/logo.svg',
      privacyPolicyPath: '/privacy/',
      country: 'US',
    });
    void adapter.start().catch(() => {});
    const config = (window as unknown as { didomiConfig: Record<string, Record<string, unknown>> }).didomiConfig;
    expect(config.app).toEqual({
      name: 'Starlight Cinemas',
      apiKey: 'k',
      privacyPolicyURL: `${window.location.origin}/privacy/`,
      logoUrl: `${window.location.origin}/logo.svg`,
      country: 'US',
    });
    // user.country would force every visitor into the site's country: an EU visitor of a US site under ccpa.
    expect(config.user).toBeUndefined();
    expect(config.notice).toEqual({ noticeId: 'notice-1' });
  });
});
