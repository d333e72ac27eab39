import {
  CONSENT_ATTRIBUTE,
  CONSENT_MARK,
  CONSENT_NOTICE_ID,
  CONSENT_NOTICE_PARSED_EVENT,
  CONSENT_REVISION_GLOBAL,
  EARLY_CHOICE_GLOBAL,
} from '../notice-start.ts';
import { isNoticeAnswer, pendingAnswerText, PENDING_ANSWER_KEY } from '../pending-answer.ts';

// §2.7 inlined whole after the notice's markup: docs/decisions/0016-consent-inline-scripts-built-from-modules.md

// Plain strings typed against CONSENT_MARK: the minifier inlines a string, not an object's property.
const ASK: typeof CONSENT_MARK.ask = 'ask';
const ANSWERING: typeof CONSENT_MARK.answering = 'answering';

/**
 * Says the notice arrived whole; an answer given before hydration hides it and waits for the loader
 * (takeEarlyNoticeChoice sets EARLY_CHOICE_GLOBAL to null, and this listener steps aside).
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
