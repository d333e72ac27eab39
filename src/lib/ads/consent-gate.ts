// §4.15: the one ads rule the first-load JavaScript needs (src/components/ads/ads-start.ts), kept
// apart from the lifecycle rules so that the targeting code stays in the ads runtime's chunk.

/**
 * §4.15: the ad script loads only after the visitor consents, or when consent is not enabled (the
 * site runs no consent manager).
 */
export function mayLoadAds(input: { consentEnabled: boolean; consent: 'granted' | 'denied' | 'undecided' }): boolean {
  return !input.consentEnabled || input.consent === 'granted';
}
