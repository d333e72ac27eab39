import type { ConsentManagerPlan } from './tracking-plan.ts';

// §7.11, §9.7 what the Didomi loader is given (window.didomiConfig, read by the SDK as it starts), in the SDK's
// documented keys. The notice's regulation settings are the product's, written here rather than left to the vendor's
// console: a US site's compliance must not depend on a setting nobody documents.

/** §9.7 "Consent notice: CCPA regulation enabled, external consent enabled". */
export const DIDOMI_NOTICE_REGULATIONS = { ccpaEnabled: true, externalConsentEnabled: true } as const;

export interface DidomiConfig {
  readonly app: {
    readonly name: string;
    readonly apiKey: string;
    readonly privacyPolicyURL: string;
    readonly logoUrl?: string;
    readonly country: string;
  };
  readonly notice: { readonly noticeId: string };
  readonly regulations: { readonly ccpa: { readonly enabled: boolean } };
  /** Choices given to the SDK from outside (another page or app): accepted, not asked again. */
  readonly user: { readonly externalConsent: { readonly enabled: boolean } };
}

/**
 * The loader's configuration on the page at `origin`. The site's country is the publisher's `app.country`; the
 * visitor's (`user.country`) is left to Didomi's geolocation, or every EU visitor of a US site would be under ccpa.
 */
export function didomiConfigOf(manager: Extract<ConsentManagerPlan, { kind: 'didomi' }>, origin: string): DidomiConfig {
  return {
    app: {
      name: manager.appName,
      apiKey: manager.publicApiKey,
      privacyPolicyURL: new URL(manager.privacyPolicyPath, origin).toString(),
      ...(manager.logoPath ? { logoUrl: new URL(manager.logoPath, origin).toString() } : {}),
      country: manager.country,
    },
    notice: { noticeId: manager.noticeId },
    regulations: { ccpa: { enabled: DIDOMI_NOTICE_REGULATIONS.ccpaEnabled } },
    user: { externalConsent: { enabled: DIDOMI_NOTICE_REGULATIONS.externalConsentEnabled } },
  };
}
