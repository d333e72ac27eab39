// §4.15: the one ads rule the consent gate needs (src/components/ads/ads-gate.ts, loaded when the
// browser is idle), kept apart from the lifecycle rules so that the targeting stays in the runtime.

/**
 * §4.15: the ad script loads only after the visitor consents, or when consent is not enabled (the
 * site runs no consent manager).
 */
export function mayLoadAds(input: { consentEnabled: boolean; consent: 'granted' | 'denied' | 'undecided' }): boolean {
  return !input.consentEnabled || input.consent === 'granted';
}
