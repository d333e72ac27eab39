import type { ConsentManagerPlan } from '../tracking-plan.ts';

// What the first-load code needs to know of the built-in consent notice, kept apart from the
// tracking constants and rules (which the runtime loads later) so that a page carries only this.

/** The built-in manager's first layer, drawn by the server (src/components/consent/consent-notice.tsx). */
export const CONSENT_NOTICE_ID = 'consent-notice';

/** The <html> attribute the head script sets: "ask" shows the notice, any other mark hides it. */
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * The marks: "ask" (no valid answer stored), "decided" (one is), and "answering": the visitor chose
 * on the notice and the manager, still loading, has not stored it yet. The notice hides at the
 * click, not once the manager's code has arrived (seconds on a slow network); should that code
 * fail to load, the notice asks again.
 */
export const CONSENT_MARK = { ask: 'ask', answering: 'answering', decided: 'decided' } as const;

/** Where the script after the notice keeps an answer given before hydration (consent-notice.ts). */
export const EARLY_CHOICE_GLOBAL = '__fincherConsentEarlyChoice';

/**
 * The notice's answer given before the consent loader mounted, if any (then forgotten): from now on
 * the loader hears the notice's buttons itself.
 */
export function takeEarlyNoticeChoice(): string | null {
  const page = window as unknown as Record<string, unknown>;
  const choice = page[EARLY_CHOICE_GLOBAL];
  page[EARLY_CHOICE_GLOBAL] = null;
  return typeof choice === 'string' && choice !== '' ? choice : null;
}

/** What the notice's keyboard users reach first: its first focusable element in reading order. */
export function firstFocusableIn(container: ParentNode): HTMLElement | null {
  return container.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
}

/** What the page's consent layer is, from the server's tracking plan. */
export interface ConsentLayerFacts {
  readonly consentManager: ConsentManagerPlan['kind'];
  readonly enterpriseAnalyticsConfigured: boolean;
}

/**
 * §4.12 applied to loading: the page's consent runtime waits for the visitor's answer (a button of
 * the notice, the "Cookie preferences" link) instead of starting when the browser is idle, exactly
 * when nothing could run before that answer: the built-in manager (its notice is drawn by the
 * server, so asking needs no code) is asking this visitor, and no enterprise-analytics script is
 * configured (that script is enabled as soon as the manager is ready, rule 3). A visitor who
 * answered needs it at once (their tags, or the refusal kept); Didomi draws its own notice; with no
 * manager, tracking is simply enabled (rule 2).
 */
export function runtimeAwaitsAnswer({
  consentManager,
  enterpriseAnalyticsConfigured,
  visitorAsked,
}: ConsentLayerFacts & { visitorAsked: boolean }): boolean {
  return consentManager === 'cookieconsent' && !enterpriseAnalyticsConfigured && visitorAsked;
}
