import type { TrackingState } from './tracking-state.ts';

// For the tracking wrappers' unit tests: a state where everything holds (consent granted under
// gdpr, tracking, analytics and advertising on), with the fields a test is about overridden.

export function trackingStateWith(overrides: Partial<TrackingState>): TrackingState {
  return {
    consent: { regulation: 'gdpr', state: 'granted' },
    trackingEnabled: true,
    consentedTracking: true,
    webAnalyticsEnabled: true,
    anyPurposeDenied: false,
    advertisingAllowed: true,
    consentManagerEnabled: true,
    consentManagerReady: true,
    ...overrides,
  };
}
