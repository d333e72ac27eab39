import type { ConsentManagerPlan, TrackingPlan } from '../rules/tracking-plan.ts';
import { PRIVACY_REGULATIONS } from '../rules/tracking-constants.ts';
import { didomiConfigOf } from '../rules/didomi-config.ts';
import { focusKeeper, keepRoomFor, listenerSet, type ConsentAdapter } from './consent-adapter.ts';
import type { ConsentReading, VendorConsent } from '../rules/regulation.ts';

// §2.7, §4.12, §7.11: listeners go in window.didomiEventListeners before the loader runs: no start event is missed.

export interface DidomiSdk {
  isConsentRequired(): boolean;
  isRegulationApplied(regulation: string): boolean;
  getRequiredVendorIds(): (string | number)[];
  /** Asked with the id as getRequiredVendorIds gave it (IAB vendors are numbers). */
  getUserConsentStatusForVendor(vendorId: string | number): boolean | undefined;
  /** The notice asks the visitor (again): consent required and not (wholly) given. */
  shouldConsentBeCollected(): boolean;
  getUserStatus(): DidomiUserStatus;
  preferences: { show(): void; isVisible(): boolean };
  notice: { isVisible(): boolean };
}

export interface DidomiUserStatus {
  purposes: { consent: { disabled: (string | number)[] } };
  vendors: { consent: { disabled: (string | number)[] } };
}

/** §4.12 "a consent purpose is denied": a refused purpose, or a refused vendor (refusing what it does). */
export function refusedAnything(status: DidomiUserStatus): boolean {
  return status.purposes.consent.disabled.length > 0 || status.vendors.consent.disabled.length > 0;
}

const isIdList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number');

/** The refusals in a user status, checked (the SDK is another party's code: its answers are input). */
function checkedStatus(value: unknown): DidomiUserStatus {
  const status = value as { purposes?: { consent?: { disabled?: unknown } }; vendors?: typeof status.purposes };
  const purposes = status?.purposes?.consent?.disabled;
  const vendors = status?.vendors?.consent?.disabled;
  if (!isIdList(purposes) || !isIdList(vendors)) throw new TypeError('Didomi: unexpected user status');
  return { purposes: { consent: { disabled: purposes } }, vendors: { consent: { disabled: vendors } } };
}

function checkedFlag(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new TypeError('Didomi: unexpected answer');
  return value;
}

/** An SDK that throws or answers in an unknown shape reads as a refusal, never as the last answer kept. */
const UNREADABLE: ConsentReading = {
  appliedRegulations: ['ccpa'],
  gdpr: { consentRequired: true, requiredVendorIds: [], vendorStatus: () => false },
  doNotSell: true,
};

/** The §4.12 reading of a ready SDK, every answer checked; UNREADABLE when one is not as expected. */
export function readDidomi(sdk: DidomiSdk): ConsentReading {
  try {
    const applied = PRIVACY_REGULATIONS.filter((name) => checkedFlag(sdk.isRegulationApplied(name)));
    const required = sdk.getRequiredVendorIds();
    if (!isIdList(required)) throw new TypeError('Didomi: unexpected required vendor ids');
    const statuses = new Map<string, VendorConsent>();
    for (const id of required) {
      const status: unknown = sdk.getUserConsentStatusForVendor(id);
      if (status !== undefined && status !== null && typeof status !== 'boolean') {
        throw new TypeError('Didomi: unexpected vendor status');
      }
      statuses.set(String(id), status ?? undefined);
    }
    return {
      appliedRegulations: applied,
      gdpr: {
        consentRequired: checkedFlag(sdk.isConsentRequired()),
        requiredVendorIds: [...statuses.keys()],
        vendorStatus: (id) => statuses.get(id),
        answerPending: checkedFlag(sdk.shouldConsentBeCollected()),
      },
      // ccpa / cpra: "do not sell" is the refusal of the vendors the notice covers.
      doNotSell: [...statuses.values()].some((status) => status === false),
    };
  } catch (error) {
    warnUnreadable(error);
    return UNREADABLE;
  }
}

let warned = false;
/** Said once a page: tracking is off for a reason the site's developers must hear of. */
function warnUnreadable(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Didomi answered in a shape the consent adapter does not know: consent reads as refused', error);
}

/** §4.12 "a consent purpose is denied" from a ready SDK; true when its answer cannot be read. */
export function didomiRefusedAnything(sdk: DidomiSdk): boolean {
  try {
    return refusedAnything(checkedStatus(sdk.getUserStatus()));
  } catch (error) {
    warnUnreadable(error);
    return true;
  }
}

interface DidomiWindow {
  didomiConfig?: unknown;
  didomiEventListeners?: { push(entry: { event: string; listener: () => void }): unknown };
  didomiOnReady?: { push(callback: (didomi: DidomiSdk) => void): unknown };
  Didomi?: DidomiSdk;
}

/** Where Didomi keeps the visitor's answer (a first-party cookie, its documented default name). */
const DIDOMI_TOKEN_COOKIE = 'didomi_token';

/** The stored answer as it stands, compared whole (never read: its content is the vendor's). */
function storedDidomiToken(): string | null {
  return document.cookie.split('; ').find((part) => part.startsWith(`${DIDOMI_TOKEN_COOKIE}=`)) ?? null;
}

export function createDidomiAdapter(
  plan: TrackingPlan,
  manager: Extract<ConsentManagerPlan, { kind: 'didomi' }>,
): ConsentAdapter {
  const listeners = listenerSet();
  const preferencesListeners = listenerSet();
  const focus = focusKeeper();
  const preferencesFocus = focusKeeper();
  let sdk: DidomiSdk | null = null;
  // The stored answer as the page went into the back-forward cache, where nothing here runs.
  let tokenWhenCached: string | null | undefined;
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) tokenWhenCached = storedDidomiToken();
  });
  // The SDK loads once, whoever asks first (didomi-start.ts starts it before the tracking runtime has come).
  let starting: Promise<void> | null = null;
  const page = window as unknown as DidomiWindow;

  function noticeElement(): HTMLElement | null {
    return document.querySelector<HTMLElement>('#didomi-notice');
  }

  return {
    id: 'didomi',
    noticeId: manager.noticeId,
    ready: () => sdk !== null,
    start() {
      starting ??= new Promise<void>((resolve, reject) => {
        page.didomiConfig = didomiConfigOf(manager, window.location.origin);
        // Listeners first: an array the SDK reads when it starts (it replaces it with its own push).
        const queued: { event: string; listener: () => void }[] = [];
        const existingListeners = page.didomiEventListeners;
        const register = (entry: { event: string; listener: () => void }) =>
          existingListeners ? existingListeners.push(entry) : queued.push(entry);
        register({ event: 'consent.changed', listener: () => listeners.notify() });
        register({
          event: 'notice.shown',
          listener: () => {
            keepRoomFor(noticeElement());
            focus.enter(noticeElement());
          },
        });
        register({
          event: 'notice.hidden',
          listener: () => {
            keepRoomFor(null);
            focus.leave(noticeElement());
          },
        });
        register({ event: 'preferences.shown', listener: () => preferencesListeners.notify() });
        register({
          event: 'preferences.hidden',
          listener: () => {
            preferencesFocus.leave(null);
            preferencesListeners.notify();
          },
        });
        if (!existingListeners) page.didomiEventListeners = queued;
        const readyQueue: ((didomi: DidomiSdk) => void)[] = [];
        const onReady = (didomi: DidomiSdk) => {
          sdk = didomi;
          listeners.notify();
          resolve();
        };
        if (page.didomiOnReady) page.didomiOnReady.push(onReady);
        else {
          readyQueue.push(onReady);
          page.didomiOnReady = readyQueue;
        }
        const script = document.createElement('script');
        script.id = 'spcloader';
        script.async = true;
        script.src = manager.loaderUrl;
        script.onerror = () => reject(new Error('the consent manager did not load'));
        document.head.append(script);
      });
      return starting;
    },
    reading: () =>
      sdk
        ? readDidomi(sdk)
        : {
            appliedRegulations: [],
            gdpr: { consentRequired: true, requiredVendorIds: [], vendorStatus: () => undefined },
            doNotSell: false,
          },
    anyPurposeDenied: () => (sdk ? didomiRefusedAnything(sdk) : false),
    storedAnswerChanged: () => tokenWhenCached !== undefined && storedDidomiToken() !== tokenWhenCached,
    noticeVisible: () => sdk?.notice.isVisible() ?? false,
    subscribe: (listener) => listeners.add(listener),
    showPreferences: () => {
      preferencesFocus.remember();
      sdk?.preferences.show();
    },
    subscribePreferences: (listener) => preferencesListeners.add(listener),
    preferencesVisible: () => sdk?.preferences.isVisible() ?? false,
    preferencesLogo: () =>
      document.querySelector<HTMLImageElement>(
        '#didomi-popup .didomi-popup-footer img, #didomi-popup .didomi-powered-by img',
      ),
  };
}
