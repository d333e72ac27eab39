import { COOKIECONSENT_COOKIE } from '../../rules/tracking-constants.ts';
import {
  CONSENT_ATTRIBUTE,
  CONSENT_MARK,
  CONSENT_NOTICE_PARSED_EVENT,
  CONSENT_REVISION_GLOBAL,
} from '../notice-start.ts';
import { parsePendingAnswer, pendingAnswerCounts, PENDING_ANSWER_KEY } from '../pending-answer.ts';

// §2.7, §4.12 pages are cached for everybody, so whether this visitor answered is read here, in <head>. Inlined
// whole: docs/decisions/0016-consent-inline-scripts-built-from-modules.md

// Plain strings typed against CONSENT_MARK: the minifier inlines a string, not an object's property.
const ASK: typeof CONSENT_MARK.ask = 'ask';
const ANSWERING: typeof CONSENT_MARK.answering = 'answering';
const DECIDED: typeof CONSENT_MARK.decided = 'decided';

export interface MarkConsentConfig {
  readonly revision: number;
}

interface StoredAnswer {
  readonly revision?: unknown;
  readonly expirationTime?: unknown;
  readonly categories?: unknown;
}

/** Whether the cookie holds an answer for this revision, not expired (its validConsent()); unreadable asks. */
function storedAnswerIsValid(cookies: string, revision: number, now: number): boolean {
  const found = cookies.match(new RegExp('(?:^|;\\s*)' + COOKIECONSENT_COOKIE + '=([^;]*)'));
  try {
    const answer = found && (JSON.parse(decodeURIComponent(found[1] || '')) as StoredAnswer | null);
    return (
      !!answer &&
      answer.revision === revision &&
      (typeof answer.expirationTime !== 'number' || answer.expirationTime > now) &&
      Array.isArray(answer.categories)
    );
  } catch {
    return false;
  }
}

/**
 * Marks <html> (docs/consent.md, the notice mark). "ask" waits until the notice's markup is parsed: painted while
 * still arriving, the fixed notice would grow upwards, a layout shift.
 */
export function markConsentBeforePaint(config: MarkConsentConfig): void {
  const revision = config.revision;
  const now = Date.now();
  let mark: string = ASK;
  if (storedAnswerIsValid(document.cookie, revision, now)) mark = DECIDED;
  (window as unknown as Record<string, unknown>)[CONSENT_REVISION_GLOBAL] = revision;
  if (mark === ASK) {
    try {
      const pending = parsePendingAnswer(sessionStorage.getItem(PENDING_ANSWER_KEY));
      if (pending && pendingAnswerCounts(pending, revision, now)) mark = ANSWERING;
    } catch {
      // Storage refused (private mode): nothing was kept.
    }
  }
  const setMark = () => {
    document.removeEventListener('DOMContentLoaded', setMark);
    document.removeEventListener(CONSENT_NOTICE_PARSED_EVENT, setMark);
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, mark);
  };
  if (mark === ASK && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', setMark);
    document.addEventListener(CONSENT_NOTICE_PARSED_EVENT, setMark);
  } else setMark();
}
