import {
  evaluateConsent,
  gdprVendorUnanswered,
  type ConsentEvaluation,
  type ConsentState,
} from '@/consent/rules/regulation.ts';
import type { ConsentAdapter } from '@/consent/vendors/consent-adapter.ts';
import type { ConsentSnapshot } from '@/consent/runtime/consent-state.ts';
import { isAdvertisingAllowed, isTrackingEnabled, isWebAnalyticsEnabled } from '@/consent/rules/enabling.ts';
import type { TrackingPlan } from '@/consent/rules/tracking-plan.ts';

export interface TrackingState {
  readonly consent: ConsentEvaluation;
  /** §4.12: the three rules (containers and the enterprise script follow it). */
  readonly trackingEnabled: boolean;
  /** Enabled by consent or no manager, never by the enterprise rule alone (§1); the marketing tracker follows it. */
  readonly consentedTracking: boolean;
  /** §4.12, §9.7: on consent or no manager, never the enterprise rule alone; off by the environment flag. */
  readonly webAnalyticsEnabled: boolean;
  readonly anyPurposeDenied: boolean;
  /** §4.15 consent to advertising: ads, the advertising containers and Google's ad storage follow it. */
  readonly advertisingAllowed: boolean;
  readonly consentManagerEnabled: boolean;
  readonly consentManagerReady: boolean;
}

export function trackingStateOf(plan: TrackingPlan, adapter: ConsentAdapter | null): TrackingState {
  const managerEnabled = adapter !== null;
  const reading = adapter?.reading() ?? null;
  const consent: ConsentEvaluation = reading
    ? evaluateConsent(reading, plan.gdprVendors)
    : { regulation: null, state: 'granted' };
  const ready = adapter ? adapter.ready() : true;
  const facts = {
    consent: ready ? consent.state : ('undecided' as const),
    consentManagerEnabled: managerEnabled,
    noticeId: adapter ? adapter.noticeId : null,
    enterpriseAnalyticsConfigured: plan.enterpriseAnalytics !== null,
    consentManagerReady: ready,
  };
  const trackingEnabled = isTrackingEnabled(facts);
  const anyPurposeDenied = adapter ? adapter.anyPurposeDenied() : false;
  const analyticsConsent = isTrackingEnabled({ ...facts, enterpriseAnalyticsConfigured: false });
  return {
    consent,
    trackingEnabled,
    consentedTracking: analyticsConsent,
    webAnalyticsEnabled: isWebAnalyticsEnabled({
      trackingEnabled: analyticsConsent,
      analyticsDisabledByEnvironment: plan.webAnalytics === null,
    }),
    anyPurposeDenied,
    advertisingAllowed: isAdvertisingAllowed({
      consentManagerEnabled: managerEnabled,
      consentManagerReady: ready,
      consent: facts.consent,
      anyPurposeDenied,
      vendorUnanswered: reading !== null && gdprVendorUnanswered(reading),
    }),
    consentManagerEnabled: managerEnabled,
    consentManagerReady: ready,
  };
}

export function consentSnapshotOf(state: TrackingState): ConsentSnapshot {
  const consent = state.consentManagerReady ? state.consent.state : 'undecided';
  return {
    known: state.consentManagerReady,
    consentManagerEnabled: state.consentManagerEnabled,
    consent,
    regulation: state.consentManagerReady ? state.consent.regulation : null,
    trackingEnabled: state.trackingEnabled,
    anyPurposeDenied: state.anyPurposeDenied,
    advertisingAllowed: state.advertisingAllowed,
  };
}

/** The part of a state another tab of the site tells this one when its visitor changes their answer. */
export interface ConsentCeiling {
  /** The §4.12 evaluation (the enterprise script is told it even where the enterprise rule runs it). */
  readonly consent: ConsentState;
  readonly trackingEnabled: boolean;
  readonly consentedTracking: boolean;
  readonly webAnalyticsEnabled: boolean;
  readonly advertisingAllowed: boolean;
  readonly anyPurposeDenied: boolean;
}

const FLAGS = [
  'trackingEnabled',
  'consentedTracking',
  'webAnalyticsEnabled',
  'advertisingAllowed',
  'anyPurposeDenied',
] as const;
const CONSENT_ORDER: readonly ConsentState[] = ['denied', 'undecided', 'granted'];

export function ceilingOf(state: TrackingState): ConsentCeiling {
  return {
    consent: state.consentManagerReady ? state.consent.state : 'undecided',
    trackingEnabled: state.trackingEnabled,
    consentedTracking: state.consentedTracking,
    webAnalyticsEnabled: state.webAnalyticsEnabled,
    advertisingAllowed: state.advertisingAllowed,
    anyPurposeDenied: state.anyPurposeDenied,
  };
}

/** The ceiling of an answer changed elsewhere that this page cannot read: nothing consented. */
export const NOTHING_CONSENTED: ConsentCeiling = {
  consent: 'denied',
  trackingEnabled: false,
  consentedTracking: false,
  webAnalyticsEnabled: false,
  advertisingAllowed: false,
  anyPurposeDenied: true,
};

/** A message from another tab, if it is one (same origin, but checked like any input). */
export function readCeiling(value: unknown): ConsentCeiling | null {
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  if (!FLAGS.every((key) => typeof fields[key] === 'boolean')) return null;
  const consent = CONSENT_ORDER.find((state) => state === fields.consent);
  if (!consent) return null;
  const flags = Object.fromEntries(FLAGS.map((key) => [key, fields[key]])) as Record<(typeof FLAGS)[number], boolean>;
  return { consent, ...flags };
}

const stricter = (a: ConsentState, b: ConsentState): ConsentState =>
  CONSENT_ORDER[Math.min(CONSENT_ORDER.indexOf(a), CONSENT_ORDER.indexOf(b))]!;

/** The stricter of two ceilings, answer by answer (a purpose denied in either stays denied). */
function stricterCeiling(a: ConsentCeiling, b: ConsentCeiling): ConsentCeiling {
  const flags = Object.fromEntries(
    FLAGS.map((key) => [key, key === 'anyPurposeDenied' ? a[key] || b[key] : a[key] && b[key]]),
  ) as Record<(typeof FLAGS)[number], boolean>;
  return { consent: stricter(a.consent, b.consent), ...flags };
}

/** §4.12 what another tab withdrew is withdrawn here too; what it granted waits for the next full load. */
export function capTrackingState(state: TrackingState, ceiling: ConsentCeiling): TrackingState {
  const capped = stricterCeiling({ ...ceilingOf(state), consent: state.consent.state }, ceiling);
  return { ...state, ...capped, consent: { ...state.consent, state: capped.consent } };
}

export function lowerCeiling(a: ConsentCeiling | null, b: ConsentCeiling): ConsentCeiling {
  return a ? stricterCeiling(a, b) : b;
}
