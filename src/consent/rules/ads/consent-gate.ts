// Apart from the lifecycle rules, so that the consent gate (ad-slots/ads-gate.ts) leaves the targeting to the runtime.

/** §4.15: after consent to advertising (not to analytics alone), or with no consent manager. */
export function mayLoadAds(input: { consentEnabled: boolean; advertisingAllowed: boolean }): boolean {
  return !input.consentEnabled || input.advertisingAllowed;
}
