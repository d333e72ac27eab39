import { CONSENT_ATTRIBUTE, CONSENT_MARK, CONSENT_NOTICE_ID } from './notice-start.ts';
import { KEEP_EARLY_ANSWER_FUNCTION, MARK_CONSENT_FUNCTION } from './inline/inline-scripts.generated.ts';
import type { MarkConsentConfig } from './inline/mark-consent.ts';

// §2.7, §4.12 the built-in manager's first layer (title, description, accept all, reject all,
// preferences) is drawn by the server in every page, so that it is on screen with the page's first
// paint: a notice that a script inserts seconds later is the largest paint of most pages and
// delays it by as much. Pages are cached for everybody, so whether this visitor already answered
// is read from the manager's cookie by a script in <head>, before the body is parsed: it marks
// <html> "ask" or "decided", and CSS shows the notice only on "ask" (never without script, when
// nothing could be consented to anyway). Once the manager runs it keeps the mark true.

/** An inline script calling `fn` (an expression whose value is a function) with `config`. */
function inlineCall(fn: string, config?: object): string {
  // JSON is a JavaScript expression; "<" escaped, the text can never close its <script>.
  const argument = config === undefined ? '' : JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${fn})(${argument})`;
}

/**
 * The head script (inline/mark-consent.ts): marks <html> "ask", "answering" or "decided" before the
 * body is parsed, and tells the page its revision. The same text for every page of a build.
 */
export function consentNoticeBootScript(revision: number): string {
  const config: MarkConsentConfig = { revision: Number.isSafeInteger(revision) ? revision : 0 };
  return inlineCall(MARK_CONSENT_FUNCTION, config);
}

/**
 * The script right after the notice (inline/keep-early-answer.ts; constant: the page's CSP knows
 * it from the build's pages): the notice has arrived whole, and an answer given before hydration
 * is kept for the consent loader.
 */
export const CONSENT_NOTICE_PARSED_SCRIPT = inlineCall(KEEP_EARLY_ANSWER_FUNCTION);

/**
 * The notice shows only while the visitor is asked. It is set in the system's font: it is on
 * screen before the site's web fonts arrive, and their swap would change its height (a fixed box
 * anchored at the bottom, so everything in it would move) and make it a new, later largest paint.
 * While it shows, what keyboard focus scrolls into view stops above it, and the page ends with as
 * much room below its footer, so that its last links can scroll above it too (WCAG 2.4.11: a
 * focused link is never hidden under the notice): it is about 270-300 px tall from 320 px wide up.
 * The room is after <body> (html::after): nothing on the page moves when it comes or goes.
 */
export const CONSENT_NOTICE_CSS =
  `html:not([${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]) #${CONSENT_NOTICE_ID}{display:none}` +
  `html[${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]{scroll-padding-bottom:min(20rem,60dvh)}` +
  `html[${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]::after{content:"";display:block;height:min(20rem,60dvh)}` +
  `#${CONSENT_NOTICE_ID},#${CONSENT_NOTICE_ID} *{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}`;
