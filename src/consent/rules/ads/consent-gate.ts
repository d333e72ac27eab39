// §4.15: the one ads rule the consent gate needs (src/consent/ad-slots/ads-gate.ts, loaded when the
// browser is idle), kept apart from the lifecycle rules so that the targeting stays in the runtime.

/**
 * §4.15: the ad script loads only after the visitor consents, or when consent is not enabled (the
 * site runs no consent manager). Consenting to ads is `advertisingAllowed` of the page's consent
 * state (§4.12 consent granted and no purpose refused): a visitor who accepts analytics but refuses
 * advertising has consented to analytics only, and gets no ad script.
 */
export function mayLoadAds(input: { consentEnabled: boolean; advertisingAllowed: boolean }): boolean {
  return !input.consentEnabled || input.advertisingAllowed;
}
