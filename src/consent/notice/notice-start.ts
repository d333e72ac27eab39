import type { ConsentManagerPlan } from '../rules/tracking-plan.ts';
import { isNoticeAnswer, parsePendingAnswer, pendingAnswerText, PENDING_ANSWER_KEY } from './pending-answer.ts';

// What first-load code needs of the built-in notice, apart from the rules the runtime loads later.

export const CONSENT_NOTICE_ID = 'consent-notice';

export const CONSENT_ATTRIBUTE = 'data-consent';

/** docs/consent.md, the notice mark: "answering" hides the notice at the click, before the answer is stored. */
export const CONSENT_MARK = { ask: 'ask', answering: 'answering', decided: 'decided' } as const;

/** Where the script after the notice keeps an answer given before hydration (inline/keep-early-answer.ts). */
export const EARLY_CHOICE_GLOBAL = '__fincherConsentEarlyChoice';

/** Sent by the script that follows the notice's markup: the notice has arrived whole. */
export const CONSENT_NOTICE_PARSED_EVENT = 'fincher:consent-notice-parsed';

/** The notice revision this page asks for, set by the head script (inline/mark-consent.ts). */
export const CONSENT_REVISION_GLOBAL = '__fincherConsentRevision';

export { isNoticeAnswer, PENDING_ANSWER_KEY, PENDING_ANSWER_TTL_MS, type NoticeAnswer } from './pending-answer.ts';

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

export interface EarlyNoticeChoice {
  readonly action: string;
  /** From an earlier page: an answer stored since (another tab) wins over it; a click here is the latest word. */
  readonly fromEarlierPage: boolean;
}

/** The notice's answer given before the loader mounted (then forgotten): on this page, or kept from an earlier one. */
export function takeEarlyNoticeChoice(): EarlyNoticeChoice | null {
  const page = window as unknown as Record<string, unknown>;
  const choice = page[EARLY_CHOICE_GLOBAL];
  page[EARLY_CHOICE_GLOBAL] = null;
  if (typeof choice === 'string' && choice !== '') return { action: choice, fromEarlierPage: false };
  if (choice === null) return null;
  const pending = pendingAnswer();
  if (pending && document.documentElement.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.answering) {
    return { action: pending, fromEarlierPage: true };
  }
  if (pending) forgetPendingAnswer();
  return null;
}

export function firstFocusableIn(container: ParentNode): HTMLElement | null {
  return container.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
}

export interface ConsentLayerFacts {
  readonly consentManager: ConsentManagerPlan['kind'];
  readonly enterpriseAnalyticsConfigured: boolean;
}

/** §4.12: wait for the answer while the built-in notice asks and nothing could run before it (docs/consent.md). */
export function runtimeAwaitsAnswer({
  consentManager,
  enterpriseAnalyticsConfigured,
  visitorAsked,
}: ConsentLayerFacts & { visitorAsked: boolean }): boolean {
  return consentManager === 'cookieconsent' && !enterpriseAnalyticsConfigured && visitorAsked;
}
