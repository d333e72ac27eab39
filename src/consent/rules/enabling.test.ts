import { describe, expect, it } from 'vitest';
import {
  isAdvertisingAllowed,
  isTrackingEnabled,
  isWebAnalyticsEnabled,
  mayIdentifyMemberToMarketing,
  type TrackingFacts,
} from './enabling.ts';

// Consent withheld, manager on with a notice, no enterprise script: every rule off.
const NONE_HOLDS: TrackingFacts = {
  consent: 'undecided',
  consentManagerEnabled: true,
  noticeId: 'notice-1',
  enterpriseAnalyticsConfigured: false,
  consentManagerReady: true,
};

describe('§4.12 tracking is enabled by exactly three rules', () => {
  it('is off when none of the three holds', () => {
    expect(isTrackingEnabled(NONE_HOLDS)).toBe(false);
    expect(isTrackingEnabled({ ...NONE_HOLDS, consent: 'denied' })).toBe(false);
  });

  it('rule 1: consent granted', () => {
    expect(isTrackingEnabled({ ...NONE_HOLDS, consent: 'granted' })).toBe(true);
  });

  it('rule 2: the consent manager is disabled, or has no notice id', () => {
    expect(isTrackingEnabled({ ...NONE_HOLDS, consentManagerEnabled: false })).toBe(true);
    expect(isTrackingEnabled({ ...NONE_HOLDS, noticeId: null })).toBe(true);
    expect(isTrackingEnabled({ ...NONE_HOLDS, noticeId: '' })).toBe(true);
  });

  it('rule 3: an enterprise-analytics script is configured and the manager is ready', () => {
    expect(isTrackingEnabled({ ...NONE_HOLDS, consent: 'denied', enterpriseAnalyticsConfigured: true })).toBe(true);
    // Not before the manager is ready: the launch script needs the consent state pushed to it first.
    expect(isTrackingEnabled({ ...NONE_HOLDS, enterpriseAnalyticsConfigured: true, consentManagerReady: false })).toBe(
      false,
    );
  });
});

describe('§9.7 web analytics and §4.12 member identification', () => {
  it('web analytics runs while tracking is enabled, unless the environment switches it off', () => {
    expect(isWebAnalyticsEnabled({ trackingEnabled: true, analyticsDisabledByEnvironment: false })).toBe(true);
    expect(isWebAnalyticsEnabled({ trackingEnabled: true, analyticsDisabledByEnvironment: true })).toBe(false);
    expect(isWebAnalyticsEnabled({ trackingEnabled: false, analyticsDisabledByEnvironment: false })).toBe(false);
  });

  it('the marketing tracker hears of a login only when it is enabled and no purpose is denied', () => {
    const granted = { trackerEnabled: true, anyPurposeDenied: false, consent: 'granted' } as const;
    expect(mayIdentifyMemberToMarketing(granted)).toBe(true);
    expect(mayIdentifyMemberToMarketing({ ...granted, anyPurposeDenied: true })).toBe(false);
    expect(mayIdentifyMemberToMarketing({ ...granted, trackerEnabled: false })).toBe(false);
    // The tracker enabled by the enterprise rule alone: no identity without the visitor's consent.
    expect(mayIdentifyMemberToMarketing({ ...granted, consent: 'undecided' })).toBe(false);
    expect(mayIdentifyMemberToMarketing({ ...granted, consent: 'denied' })).toBe(false);
  });
});

describe('§4.15 the ad script loads only after consent, or when consent is not enabled', () => {
  const READY = { consentManagerEnabled: true, consentManagerReady: true, anyPurposeDenied: false } as const;

  it('no consent manager: allowed, whatever else', () => {
    expect(
      isAdvertisingAllowed({ ...READY, consentManagerEnabled: false, consentManagerReady: false, consent: 'denied' }),
    ).toBe(true);
  });

  it('granted with no purpose refused: allowed', () => {
    expect(isAdvertisingAllowed({ ...READY, consent: 'granted' })).toBe(true);
  });

  it('denied, undecided, a refused purpose, or a manager not ready yet: not allowed', () => {
    expect(isAdvertisingAllowed({ ...READY, consent: 'denied' })).toBe(false);
    expect(isAdvertisingAllowed({ ...READY, consent: 'undecided' })).toBe(false);
    expect(isAdvertisingAllowed({ ...READY, consent: 'granted', anyPurposeDenied: true })).toBe(false);
    expect(isAdvertisingAllowed({ ...READY, consent: 'granted', consentManagerReady: false })).toBe(false);
  });

  it('granted, but a vendor of a gdpr notice not answered yet: not allowed', () => {
    expect(isAdvertisingAllowed({ ...READY, consent: 'granted', vendorUnanswered: true })).toBe(false);
  });
});
