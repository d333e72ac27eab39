import type { ConsentManagerPlan } from '../rules/tracking-plan.ts';
import { isNoticeAnswer, parsePendingAnswer, pendingAnswerText, PENDING_ANSWER_KEY } from './pending-answer.ts';

// What the first-load code needs to know of the built-in consent notice, kept apart from the
// tracking constants and rules (which the runtime loads later) so that a page carries only this.

/** The built-in manager's first layer, drawn by the server (src/consent/notice/consent-notice.tsx). */
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

/** Where the script after the notice keeps an answer given before hydration (inline/keep-early-answer.ts). */
export const EARLY_CHOICE_GLOBAL = '__fincherConsentEarlyChoice';

/** Sent by the script that follows the notice's markup: the notice has arrived whole. */
export const CONSENT_NOTICE_PARSED_EVENT = 'fincher:consent-notice-parsed';

/** The notice revision this page asks for, set by the head script (inline/mark-consent.ts). */
export const CONSENT_REVISION_GLOBAL = '__fincherConsentRevision';

export { isNoticeAnswer, PENDING_ANSWER_KEY, PENDING_ANSWER_TTL_MS, type NoticeAnswer } from './pending-answer.ts';

/** Keeps a notice answer (accept or reject all) until forgetPendingAnswer. */
export function rememberPendingAnswer(action: string): void {
  const revision = (window as unknown as Record<string, unknown>)[CONSENT_REVISION_GLOBAL];
  if (!isNoticeAnswer(action) || typeof revision !== 'number') return;
  try {
    window.sessionStorage.setItem(PENDING_ANSWER_KEY, pendingAnswerText(action, revision, Date.now()));
  } catch {
    // Storage refused (private mode, a full quota): the answer counts for this page only.
  }
}

/** The answer has been stored by the manager (or could not be, and the notice asks again). */
export function forgetPendingAnswer(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ANSWER_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The answer kept (its revision and age are the head script's to check). */
function pendingAnswer(): string | null {
  try {
    return parsePendingAnswer(window.sessionStorage.getItem(PENDING_ANSWER_KEY))?.answer ?? null;
  } catch {
    return null;
  }
}

/** A notice answer the loader carries out: given on this page, or on an earlier page of the tab. */
export interface EarlyNoticeChoice {
  readonly action: string;
  /**
   * Given on an earlier page: an answer stored since (another tab) is newer and wins over it,
   * where a click on this page is the visitor's latest word.
   */
  readonly fromEarlierPage: boolean;
}

/**
 * The notice's answer given before the consent loader mounted, if any (then forgotten): on this
 * page before hydration, or on an earlier page of the tab that was left before the manager stored
 * it (only when the head script found no stored answer, but this one, for this revision and
 * recent: it then marked the page "answering"). From now on the loader hears the buttons itself.
 */
export function takeEarlyNoticeChoice(): EarlyNoticeChoice | null {
  const page = window as unknown as Record<string, unknown>;
  const choice = page[EARLY_CHOICE_GLOBAL];
  page[EARLY_CHOICE_GLOBAL] = null;
  if (typeof choice === 'string' && choice !== '') return { action: choice, fromEarlierPage: false };
  // Taken already on this page.
  if (choice === null) return null;
  const pending = pendingAnswer();
  if (pending && document.documentElement.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.answering) {
    return { action: pending, fromEarlierPage: true };
  }
  if (pending) forgetPendingAnswer();
  return null;
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
