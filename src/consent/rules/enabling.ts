import type { ConsentState } from './regulation.ts';

// §4.12, §9.7: when tracking runs; the wrappers ask these and nothing else.

export interface TrackingFacts {
  readonly consent: ConsentState;
  readonly consentManagerEnabled: boolean;
  /** The notice the manager shows: Didomi's notice id; the built-in manager's own notice. */
  readonly noticeId: string | null;
  readonly enterpriseAnalyticsConfigured: boolean;
  /** The consent manager has loaded and answered (didomiOnReady, or the built-in manager's first read). */
  readonly consentManagerReady: boolean;
}

/** §4.12: consent granted, no manager or notice id, or the enterprise script configured with the manager ready. */
export function isTrackingEnabled(facts: TrackingFacts): boolean {
  return (
    facts.consent === 'granted' ||
    !facts.consentManagerEnabled ||
    !facts.noticeId ||
    (facts.enterpriseAnalyticsConfigured && facts.consentManagerReady)
  );
}

/** §9.7: while tracking is enabled, unless the environment flag switches analytics off for the build. */
export function isWebAnalyticsEnabled({
  trackingEnabled,
  analyticsDisabledByEnvironment,
}: {
  trackingEnabled: boolean;
  analyticsDisabledByEnvironment: boolean;
}): boolean {
  return trackingEnabled && !analyticsDisabledByEnvironment;
}

/** §4.12, §3.15, and stricter than its words: only on the visitor's consent, never on the enterprise rule alone. */
export function mayIdentifyMemberToMarketing({
  trackerEnabled,
  anyPurposeDenied,
  consent,
}: {
  trackerEnabled: boolean;
  anyPurposeDenied: boolean;
  consent: ConsentState;
}): boolean {
  return trackerEnabled && !anyPurposeDenied && consent === 'granted';
}

/** §4.15: no manager, or consent granted with no purpose refused; never on the enterprise rule alone. */
export function isAdvertisingAllowed({
  consentManagerEnabled,
  consentManagerReady,
  consent,
  anyPurposeDenied,
  vendorUnanswered = false,
}: {
  consentManagerEnabled: boolean;
  consentManagerReady: boolean;
  consent: ConsentState;
  anyPurposeDenied: boolean;
  /** Under gdpr, a vendor of the notice has no answer yet (gdprVendorUnanswered): no consent to ads. */
  vendorUnanswered?: boolean;
}): boolean {
  if (!consentManagerEnabled) return true;
  return consentManagerReady && consent === 'granted' && !anyPurposeDenied && !vendorUnanswered;
}
