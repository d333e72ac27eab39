import { PRIVACY_REGULATIONS, type PrivacyRegulation } from './tracking-constants.ts';

// §4.12: the consent state, read by regulation; pure, so that both managers share it and a table test covers it.

export type ConsentState = 'granted' | 'denied' | 'undecided';

/** A vendor's consent as a manager reports it: true, false, or not known yet. */
export type VendorConsent = boolean | undefined;

export interface GdprReading {
  /** Whether consent must be collected for this visitor (false: outside the regulation's reach). */
  readonly consentRequired: boolean;
  readonly requiredVendorIds: readonly string[];
  readonly vendorStatus: (vendorId: string) => VendorConsent;
  /** The manager's own word that it asks (again), where it has one (Didomi's shouldConsentBeCollected). */
  readonly answerPending?: boolean;
}

export interface ConsentReading {
  readonly appliedRegulations: readonly string[];
  readonly gdpr: GdprReading;
  /** ccpa / cpra: the visitor chose "do not sell or share my personal information". */
  readonly doNotSell: boolean;
}

/** Which vendors count for gdpr: the web-analytics vendors and the enterprise-analytics vendor (§4.12). */
export interface CountedVendors {
  readonly webAnalytics: readonly string[];
  readonly enterpriseAnalytics: string | null;
}

export interface ConsentEvaluation {
  readonly regulation: PrivacyRegulation | null;
  readonly state: ConsentState;
}

/** §4.12 gdpr: only required vendors that are counted; all true granted, any false denied, else undecided. */
export function gdprConsentState(reading: GdprReading, counted: CountedVendors): ConsentState {
  if (!reading.consentRequired) return 'granted';
  const countedIds = new Set([
    ...counted.webAnalytics,
    ...(counted.enterpriseAnalytics ? [counted.enterpriseAnalytics] : []),
  ]);
  const statuses = reading.requiredVendorIds.filter((id) => countedIds.has(id)).map((id) => reading.vendorStatus(id));
  if (statuses.some((status) => status === false)) return 'denied';
  if (statuses.every((status) => status === true)) return 'granted';
  return 'undecided';
}

function decidingRegulation(reading: ConsentReading): PrivacyRegulation | null {
  const applied = new Set(reading.appliedRegulations.map((name) => name.toLowerCase()));
  return PRIVACY_REGULATIONS.find((name) => applied.has(name)) ?? null;
}

/** §4.15: under gdpr (opt-in) a vendor not answered yet has no consent, whatever the analytics-only §4.12 state. */
export function gdprVendorUnanswered(reading: ConsentReading): boolean {
  if (decidingRegulation(reading) !== 'gdpr' || !reading.gdpr.consentRequired) return false;
  // The manager's word first: a vendor on legitimate interest only has no status, and must not keep ads off for good.
  if (reading.gdpr.answerPending !== undefined) return reading.gdpr.answerPending;
  return reading.gdpr.requiredVendorIds.some((id) => reading.gdpr.vendorStatus(id) === undefined);
}

/** §4.12: the first regulation that applies decides; ccpa and cpra granted unless do-not-sell, others granted. */
export function evaluateConsent(reading: ConsentReading, counted: CountedVendors): ConsentEvaluation {
  const regulation = decidingRegulation(reading);
  switch (regulation) {
    case 'gdpr':
      return { regulation, state: gdprConsentState(reading.gdpr, counted) };
    case 'ccpa':
    case 'cpra':
      return { regulation, state: reading.doNotSell ? 'denied' : 'granted' };
    default:
      return { regulation, state: 'granted' };
  }
}
