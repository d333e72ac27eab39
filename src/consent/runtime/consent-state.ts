import type { PrivacyRegulation } from '../rules/tracking-constants.ts';
import type { ConsentState } from '../rules/regulation.ts';

// The consent state for code outside tracking (§4.15 ads), published by the tracking runtime: shaped for
// useSyncExternalStore, and free of manager code so that importing it costs a page next to nothing.

export interface ConsentSnapshot {
  /** The manager has answered (or there is none); until then every other field is the cautious default. */
  readonly known: boolean;
  /** A consent manager runs on this site (§4.12 "the consent manager is disabled" when false). */
  readonly consentManagerEnabled: boolean;
  /** §4.12 consent state, and the regulation that decided it (null: none applies or not known yet). */
  readonly consent: ConsentState;
  readonly regulation: PrivacyRegulation | null;
  readonly trackingEnabled: boolean;
  readonly anyPurposeDenied: boolean;
  /** §4.15: the ad script may load (consent given, or no consent manager). */
  readonly advertisingAllowed: boolean;
}

/** Before the runtime has published anything (and on the server): nothing is allowed yet. */
export const UNKNOWN_CONSENT: ConsentSnapshot = Object.freeze({
  known: false,
  consentManagerEnabled: true,
  consent: 'undecided',
  regulation: null,
  trackingEnabled: false,
  anyPurposeDenied: false,
  advertisingAllowed: false,
});

export interface ConsentStore {
  snapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** For the tracking runtime only: a new evaluation. Listeners hear of it only when something changed. */
  publish(next: ConsentSnapshot): void;
}

const FIELDS = Object.keys(UNKNOWN_CONSENT) as (keyof ConsentSnapshot)[];

export function createConsentStore(): ConsentStore {
  let current = UNKNOWN_CONSENT;
  const listeners = new Set<() => void>();
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(next) {
      if (FIELDS.every((field) => next[field] === current[field])) return;
      // Frozen and replaced, never mutated: useSyncExternalStore compares snapshots by identity.
      current = Object.freeze({ ...next });
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error('consent state listener failed', error);
        }
      }
    },
  };
}

const pageStore = createConsentStore();

export const consentSnapshot = (): ConsentSnapshot => pageStore.snapshot();
/** The snapshot server rendering uses: consent is only ever known in the browser. */
export const serverConsentSnapshot = (): ConsentSnapshot => UNKNOWN_CONSENT;
export const subscribeConsent = (listener: () => void): (() => void) => pageStore.subscribe(listener);
export function whenConsent(test: (snapshot: ConsentSnapshot) => boolean): Promise<ConsentSnapshot> {
  return new Promise((resolve) => {
    if (test(pageStore.snapshot())) return resolve(pageStore.snapshot());
    const unsubscribe = pageStore.subscribe(() => {
      const snapshot = pageStore.snapshot();
      if (!test(snapshot)) return;
      unsubscribe();
      resolve(snapshot);
    });
  });
}
/** For the tracking runtime only. */
export const publishConsent = (next: ConsentSnapshot): void => pageStore.publish(next);
