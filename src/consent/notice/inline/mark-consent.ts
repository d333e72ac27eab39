import { COOKIECONSENT_COOKIE } from '../../rules/tracking-constants.ts';
import {
  CONSENT_ATTRIBUTE,
  CONSENT_MARK,
  CONSENT_NOTICE_PARSED_EVENT,
  CONSENT_REVISION_GLOBAL,
} from '../notice-start.ts';
import { parsePendingAnswer, pendingAnswerCounts, PENDING_ANSWER_KEY } from '../pending-answer.ts';

// §2.7, §4.12 the head script of a page with the built-in manager's notice (consent-notice.tsx):
// pages are cached for everybody, so whether this visitor already answered is read here, before
// the body is parsed, and <html> is marked "ask", "answering" or "decided"; CSS shows the notice
// only on "ask" (never without script, when nothing could be consented to anyway). Inlined whole
// in every page (scripts/build-inline-scripts.ts): no import is left at run time, and only ES2017.

// The marks as plain strings, checked against CONSENT_MARK by their types: the minifier inlines a
// string, where it would carry the whole object to read one of its properties.
const ASK: typeof CONSENT_MARK.ask = 'ask';
const ANSWERING: typeof CONSENT_MARK.answering = 'answering';
const DECIDED: typeof CONSENT_MARK.decided = 'decided';

/** What the server tells the head script: the site's notice revision. */
export interface MarkConsentConfig {
  readonly revision: number;
}

/** The manager's cookie as far as it is read here; any field may be missing or of another type. */
interface StoredAnswer {
  readonly revision?: unknown;
  readonly expirationTime?: unknown;
  readonly categories?: unknown;
}

/**
 * Whether the manager's cookie holds a valid answer: for the site's current revision and not
 * expired (what vanilla-cookieconsent's validConsent() checks). Anything unreadable asks again.
 */
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
 * Marks <html> for the notice and tells the page its revision (CONSENT_REVISION_GLOBAL). Without a
 * stored answer, one given on an earlier page of the tab and not stored yet (the kept answer: for
 * this revision, recent) keeps the notice hidden: "answering", carried out by the loader. "ask" is
 * set once the notice's own markup is parsed (the script after it sends CONSENT_NOTICE_PARSED_EVENT,
 * or the document's end, whichever comes first): painted while its markup was still arriving, the
 * notice (fixed at the bottom) would grow upwards as its content came, a layout shift.
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
