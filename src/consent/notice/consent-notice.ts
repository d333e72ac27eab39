import { CONSENT_ATTRIBUTE, CONSENT_MARK, CONSENT_NOTICE_ID } from './notice-start.ts';
import { KEEP_EARLY_ANSWER_FUNCTION, MARK_CONSENT_FUNCTION } from './inline/inline-scripts.generated.ts';
import type { MarkConsentConfig } from './inline/mark-consent.ts';

// §2.7, §4.12 why the notice is drawn by the server: docs/decisions/0011-consent-notice-drawn-by-the-server.md

/** An inline script calling `fn` (an expression whose value is a function) with `config`. */
function inlineCall(fn: string, config?: object): string {
  // JSON is a JavaScript expression; "<" escaped, the text can never close its <script>.
  const argument = config === undefined ? '' : JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${fn})(${argument})`;
}

/** The head script (inline/mark-consent.ts): the same text for every page of a build. */
export function consentNoticeBootScript(revision: number): string {
  const config: MarkConsentConfig = { revision: Number.isSafeInteger(revision) ? revision : 0 };
  return inlineCall(MARK_CONSENT_FUNCTION, config);
}

/** The script after the notice (inline/keep-early-answer.ts); constant, as the page's CSP knows it by hash. */
export const CONSENT_NOTICE_PARSED_SCRIPT = inlineCall(KEEP_EARLY_ANSWER_FUNCTION);

/** Shown only on "ask"; system font and room below: docs/decisions/0011-consent-notice-drawn-by-the-server.md */
export const CONSENT_NOTICE_CSS =
  `html:not([${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]) #${CONSENT_NOTICE_ID}{display:none}` +
  `html[${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]{scroll-padding-bottom:min(20rem,60dvh)}` +
  `html[${CONSENT_ATTRIBUTE}="${CONSENT_MARK.ask}"]::after{content:"";display:block;height:min(20rem,60dvh)}` +
  `#${CONSENT_NOTICE_ID},#${CONSENT_NOTICE_ID} *{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}`;
