// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingPlan } from '../rules/tracking-plan.ts';
import {
  createDidomiAdapter,
  didomiRefusedAnything,
  readDidomi,
  refusedAnything,
  type DidomiSdk,
  type DidomiUserStatus,
} from './didomi-adapter.ts';
import { evaluateConsent, gdprVendorUnanswered } from '../rules/regulation.ts';

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

/** A Didomi manager as a site's plan names it. */
const MANAGER: Parameters<typeof createDidomiAdapter>[1] = {
  kind: 'didomi',
  noticeId: 'notice-1',
  loaderUrl: 'http://sdk.test/k/loader.js?target_type=notice&target=notice-1',
  publicApiKey: 'k',
  appName: 'Starlight Cinemas',
  logoPath: '/logo.svg',
  privacyPolicyPath: '/privacy/',
  country: 'US',
};

describe('§7.11 what the Didomi loader receives', () => {
  it("gives the site's country as the publisher's and leaves the visitor's to geolocation (§4.12)", () => {
    const adapter = createDidomiAdapter({} as TrackingPlan, MANAGER);
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
    expect(config.user).toEqual({ externalConsent: { enabled: true } });
    expect(config.notice).toEqual({ noticeId: 'notice-1' });
    // §9.7 the notice's regulation settings.
    expect(config.regulations).toEqual({ ccpa: { enabled: true } });
  });
});

describe('§4.12 an SDK answer the adapter cannot read is a refusal', () => {
  const sdk = (overrides: Partial<DidomiSdk>): DidomiSdk => ({
    isConsentRequired: () => true,
    isRegulationApplied: (name) => name === 'gdpr',
    getRequiredVendorIds: () => ['google'],
    getUserConsentStatusForVendor: () => true,
    shouldConsentBeCollected: () => false,
    getUserStatus: () => status([], []),
    preferences: { show: () => {}, isVisible: () => false },
    notice: { isVisible: () => false },
    ...overrides,
  });
  const counted = { webAnalytics: ['google'], enterpriseAnalytics: null };

  it('a readable, consenting SDK: granted, nothing refused', () => {
    expect(evaluateConsent(readDidomi(sdk({})), counted).state).toBe('granted');
    expect(didomiRefusedAnything(sdk({}))).toBe(false);
  });

  it('asks each vendor’s status with its id as given (an IAB vendor’s is a number), and reads whether the notice asks again', () => {
    const answered = sdk({
      getRequiredVendorIds: () => ['google', 755],
      getUserConsentStatusForVendor: (id) => (id === 755 || id === 'google' ? true : undefined),
    });
    expect(evaluateConsent(readDidomi(answered), counted).state).toBe('granted');
    expect(readDidomi(answered).gdpr.vendorStatus('755')).toBe(true);
    expect(gdprVendorUnanswered(readDidomi(answered))).toBe(false);
    // A vendor added to the notice since the answer: the SDK asks again, ads wait for it (§4.15).
    expect(gdprVendorUnanswered(readDidomi(sdk({ shouldConsentBeCollected: () => true })))).toBe(true);
  });

  it('a call that throws or answers in another shape: denied, and a purpose counts as refused', () => {
    const broken = [
      sdk({
        getRequiredVendorIds: () => {
          throw new TypeError('getRequiredVendorIds is not a function');
        },
      }),
      sdk({ getRequiredVendorIds: () => 'google' as never }),
      sdk({ getUserConsentStatusForVendor: () => 'yes' as never }),
      sdk({ isRegulationApplied: () => 1 as never }),
      sdk({ isConsentRequired: () => undefined as never }),
      sdk({ shouldConsentBeCollected: () => 'no' as never }),
    ];
    for (const answer of broken) expect(evaluateConsent(readDidomi(answer), counted).state).toBe('denied');
    expect(didomiRefusedAnything(sdk({ getUserStatus: () => ({}) as never }))).toBe(true);
    expect(
      didomiRefusedAnything(
        sdk({
          getUserStatus: () => {
            throw new Error('gone');
          },
        }),
      ),
    ).toBe(true);
  });
});

describe('§4.12 Didomi’s stored answer changed by another page', () => {
  afterEach(() => {
    document.cookie = 'didomi_token=; max-age=0; path=/';
  });
  const leave = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
    const event = new Event(type);
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };

  it('is what changed while the page sat in the back-forward cache, not what the page itself wrote before', () => {
    const adapter = createDidomiAdapter({} as TrackingPlan, { ...MANAGER, logoPath: null });
    document.cookie = 'didomi_token=read-at-ready; path=/';
    // Never cached: nothing to compare.
    expect(adapter.storedAnswerChanged?.()).toBe(false);
    // The page's own SDK rewrites it (an answer here, a refresh), then the page is left for good.
    document.cookie = 'didomi_token=rewritten-here; path=/';
    leave('pagehide', false);
    expect(adapter.storedAnswerChanged?.()).toBe(false);
    // Put in the cache, shown again with nothing changed.
    leave('pagehide', true);
    expect(adapter.storedAnswerChanged?.()).toBe(false);
    // Put in the cache again; another page changes the answer meanwhile.
    leave('pagehide', true);
    document.cookie = 'didomi_token=changed-elsewhere; path=/';
    expect(adapter.storedAnswerChanged?.()).toBe(true);
  });
});
