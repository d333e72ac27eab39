import type { ConsentState } from './regulation.ts';

// §4.12 and §9.7: when tracking runs. Pure rules over facts the consent manager and the
// configuration supply; the wrappers ask these and nothing else.

export interface TrackingFacts {
  /** §4.12 consent state of the visitor (regulation.ts). */
  readonly consent: ConsentState;
  /** A consent manager is configured and switched on. */
  readonly consentManagerEnabled: boolean;
  /** The notice the manager shows: Didomi's notice id; the built-in manager's own notice. */
  readonly noticeId: string | null;
  /** An enterprise-analytics launch script is configured. */
  readonly enterpriseAnalyticsConfigured: boolean;
  /** The consent manager has loaded and answered (didomiOnReady, or the built-in manager's first read). */
  readonly consentManagerReady: boolean;
}

/**
 * §4.12: tracking is enabled when any of these holds: consent is granted; the consent manager is
 * disabled or has no notice id (nothing asks, nothing is withheld); an enterprise-analytics script
 * is configured and the consent manager is ready (that script reads the consent state itself, from
 * the event pushed before it loads, §7.11).
 */
export function isTrackingEnabled(facts: TrackingFacts): boolean {
  return (
    facts.consent === 'granted' ||
    !facts.consentManagerEnabled ||
    !facts.noticeId ||
    (facts.enterpriseAnalyticsConfigured && facts.consentManagerReady)
  );
}

/**
 * §9.7: web analytics runs while tracking is enabled, unless the environment flag switches
 * analytics off for the whole build. With consent withdrawn, every analytics plugin is disabled.
 */
export function isWebAnalyticsEnabled({
  trackingEnabled,
  analyticsDisabledByEnvironment,
}: {
  trackingEnabled: boolean;
  analyticsDisabledByEnvironment: boolean;
}): boolean {
  return trackingEnabled && !analyticsDisabledByEnvironment;
}

/**
 * §4.12, §3.15: the member's (hashed) identity and the login event reach the marketing tracker only
 * when that tracker is enabled and the visitor denied no consent purpose, and (stricter than the
 * rule's words) only on the visitor's consent: tracking enabled by the enterprise rule alone, for a
 * visitor who has not answered or who refused, names nobody.
 */
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

/**
 * §4.15: the ad script loads only after the visitor consents, or when consent is not enabled (no
 * consent manager). Consenting means the §4.12 state is granted and no purpose is refused: a
 * visitor who accepted audience measurement but refused advertising has not consented to ads.
 * Tracking enabled by the enterprise-analytics rule alone is no consent to ads.
 */
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
