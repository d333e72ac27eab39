import {
  CONSENT_ATTRIBUTE,
  CONSENT_MARK,
  CONSENT_NOTICE_ID,
  CONSENT_NOTICE_PARSED_EVENT,
  CONSENT_REVISION_GLOBAL,
  EARLY_CHOICE_GLOBAL,
} from '../notice-start.ts';
import { isNoticeAnswer, pendingAnswerText, PENDING_ANSWER_KEY } from '../pending-answer.ts';

// §2.7 the script right after the notice's markup (consent-notice.tsx). The notice is on screen
// from the first paint and its buttons work from then on, before the page's code has hydrated.
// Inlined whole in every page (scripts/build-inline-scripts.ts): no import is left at run time,
// and only ES2017.

// The marks as plain strings, checked against CONSENT_MARK by their types: the minifier inlines a
// string, where it would carry the whole object to read one of its properties.
const ASK: typeof CONSENT_MARK.ask = 'ask';
const ANSWERING: typeof CONSENT_MARK.answering = 'answering';

/**
 * Says the notice arrived whole (the head script may show it now), and keeps the visitor's answer
 * given before hydration: an answer hides the notice at once and is kept for the tab until stored
 * (PENDING_ANSWER_KEY), and the consent loader carries the choice out when it mounts
 * (takeEarlyNoticeChoice, which sets EARLY_CHOICE_GLOBAL to null), after which this listener steps
 * aside.
 */
export function keepEarlyAnswer(): void {
  document.dispatchEvent(new Event(CONSENT_NOTICE_PARSED_EVENT));
  const page = window as unknown as Record<string, unknown>;
  const root = document.documentElement;
  page[EARLY_CHOICE_GLOBAL] = '';
  const onClick = (event: Event) => {
    if (page[EARLY_CHOICE_GLOBAL] === null) {
      document.removeEventListener('click', onClick);
      return;
    }
    const target = event.target as Partial<Element> | null;
    const button = target && target.closest ? target.closest(`#${CONSENT_NOTICE_ID} [data-consent-action]`) : null;
    if (!button) return;
    const action = button.getAttribute('data-consent-action') || '';
    page[EARLY_CHOICE_GLOBAL] = action;
    if (!isNoticeAnswer(action) || root.getAttribute(CONSENT_ATTRIBUTE) !== ASK) return;
    root.setAttribute(CONSENT_ATTRIBUTE, ANSWERING);
    const revision = page[CONSENT_REVISION_GLOBAL];
    if (typeof revision !== 'number') return;
    try {
      sessionStorage.setItem(PENDING_ANSWER_KEY, pendingAnswerText(action, revision, Date.now()));
    } catch {
      // Storage refused (private mode, a full quota): the answer counts for this page only.
    }
  };
  document.addEventListener('click', onClick);
}
