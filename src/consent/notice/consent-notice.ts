import { COOKIECONSENT_COOKIE, CONSENT_ATTRIBUTE, CONSENT_NOTICE_ID } from '../rules/tracking-constants.ts';
import {
  CONSENT_MARK,
  CONSENT_REVISION_GLOBAL,
  EARLY_CHOICE_GLOBAL,
  PENDING_ANSWER_KEY,
  PENDING_ANSWER_TTL_MS,
} from './notice-start.ts';

// §2.7, §4.12 the built-in manager's first layer (title, description, accept all, reject all,
// preferences) is drawn by the server in every page, so that it is on screen with the page's first
// paint: a notice that a script inserts seconds later is the largest paint of most pages and
// delays it by as much. Pages are cached for everybody, so whether this visitor already answered
// is read from the manager's cookie by a script in <head>, before the body is parsed: it marks
// <html> "ask" or "decided", and CSS shows the notice only on "ask" (never without script, when
// nothing could be consented to anyway). Once the manager runs it keeps the mark true.

/**
 * The head script: a stored answer counts when it is for the site's current revision and has not
 * expired (what vanilla-cookieconsent's validConsent() checks); anything unreadable asks again.
 * Without one, an answer given on an earlier page of the tab and not stored yet (PENDING_ANSWER_KEY:
 * for this revision, within PENDING_ANSWER_TTL_MS) keeps the notice hidden: "answering", carried
 * out by the loader. The script also tells the page its revision (CONSENT_REVISION_GLOBAL).
 * "ask" is set once the notice's own markup is parsed (the script after it, or the document's
 * end, whichever comes first): painted while its markup was still arriving, the notice (fixed at
 * the bottom) would grow upwards as its content came, a layout shift. The notice comes early in
 * the body, so it is on screen with the first paint, not after the whole page has been parsed.
 */
export function consentNoticeBootScript(revision: number): string {
  const safeRevision = Number.isSafeInteger(revision) ? revision : 0;
  return `(function(){var d=document.documentElement,a='${CONSENT_MARK.ask}';try{var m=document.cookie.match(/(?:^|;\\s*)${COOKIECONSENT_COOKIE}=([^;]*)/);if(m){var c=JSON.parse(decodeURIComponent(m[1]));if(c&&c.revision===${safeRevision}&&(typeof c.expirationTime!=='number'||c.expirationTime>Date.now())&&Array.isArray(c.categories))a='${CONSENT_MARK.decided}'}}catch(e){}window.${CONSENT_REVISION_GLOBAL}=${safeRevision};if(a==='${CONSENT_MARK.ask}'){try{var p=(sessionStorage.getItem('${PENDING_ANSWER_KEY}')||'').split('|'),g=Date.now()-Number(p[2]);if((p[0]==='accept-all'||p[0]==='reject-all')&&p[1]==='${safeRevision}'&&g>=0&&g<${PENDING_ANSWER_TTL_MS})a='${CONSENT_MARK.answering}'}catch(e){}}var s=function(){document.removeEventListener('DOMContentLoaded',s);document.removeEventListener('${CONSENT_NOTICE_PARSED_EVENT}',s);d.setAttribute('${CONSENT_ATTRIBUTE}',a)};if(a==='${CONSENT_MARK.ask}'&&document.readyState==='loading'){document.addEventListener('DOMContentLoaded',s);document.addEventListener('${CONSENT_NOTICE_PARSED_EVENT}',s)}else s()})();`;
}

/** Sent by the script that follows the notice's markup: the notice has arrived whole. */
export const CONSENT_NOTICE_PARSED_EVENT = 'fincher:consent-notice-parsed';

/**
 * The script right after the notice (constant: the page's CSP knows it from the build's pages). It
 * says the notice arrived whole, and keeps the visitor's answer given before the page's code has
 * hydrated (the notice is on screen from the first paint, its buttons work from then on): an
 * answer hides the notice at once and is kept for the tab until stored (PENDING_ANSWER_KEY), and
 * the consent loader carries the choice out when it mounts (takeEarlyNoticeChoice), after which
 * this listener steps aside.
 */
export const CONSENT_NOTICE_PARSED_SCRIPT =
  `document.dispatchEvent(new Event('${CONSENT_NOTICE_PARSED_EVENT}'));` +
  `(function(w,d){var k='${EARLY_CHOICE_GLOBAL}',r=d.documentElement;w[k]='';function c(e){if(w[k]===null){d.removeEventListener('click',c);return}` +
  `var b=e.target&&e.target.closest?e.target.closest('#${CONSENT_NOTICE_ID} [data-consent-action]'):null;if(!b)return;` +
  `var a=b.getAttribute('data-consent-action');w[k]=a;` +
  `if((a==='accept-all'||a==='reject-all')&&r.getAttribute('${CONSENT_ATTRIBUTE}')==='${CONSENT_MARK.ask}'){r.setAttribute('${CONSENT_ATTRIBUTE}','${CONSENT_MARK.answering}');` +
  `if(typeof w.${CONSENT_REVISION_GLOBAL}==='number')try{sessionStorage.setItem('${PENDING_ANSWER_KEY}',a+'|'+w.${CONSENT_REVISION_GLOBAL}+'|'+Date.now())}catch(e){}}}` +
  `d.addEventListener('click',c)})(window,document)`;

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
