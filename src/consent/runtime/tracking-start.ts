import { whenIdle } from '@/components/browser/when-idle.ts';
import {
  CONSENT_ATTRIBUTE,
  CONSENT_MARK,
  CONSENT_NOTICE_ID,
  firstFocusableIn,
  forgetPendingAnswer,
  isNoticeAnswer,
  rememberPendingAnswer,
  runtimeAwaitsAnswer,
  type ConsentLayerFacts,
} from '@/consent/notice/notice-start.ts';
import type { TrackingRuntime } from './tracking-runtime.ts';

// The only tracking code in the first-load JavaScript: imports the runtime (a separate chunk,
// which reads the plan the server wrote into the page) when the browser is idle, or at once when
// the visitor answers the consent notice or asks for the consent preferences (footer link). While
// the built-in manager asks a visitor and nothing could run before an answer (§4.12,
// runtimeAwaitsAnswer), the runtime and the manager's code wait for that answer: a visitor who
// never answers downloads and runs none of it.

/** Longest wait for an idle moment before starting anyway. */
const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<TrackingRuntime | null> | null = null;
let adapterRequested = false;

/**
 * The site's consent adapter (a build-time fact: the other is never built in), requested beside the
 * runtime rather than after it: one round trip less before the manager can ask or carry out an answer.
 * Didomi's then starts loading its SDK at once; it is asked for once the page has hydrated
 * (startTrackingWhenIdle). The runtime's own import of it reports a failure.
 */
function requestConsentAdapter(): void {
  if (adapterRequested) return;
  adapterRequested = true;
  if (process.env.FINCHER_CONSENT_MANAGER === 'didomi') {
    // Didomi's SDK is requested as soon as this has come (didomi-start.ts).
    import('../vendors/didomi-start.ts').then(
      ({ startDidomiEarly }) => startDidomiEarly(),
      () => {
        // Not arrived (a bad connection): the next start asks for it again, beside the runtime.
        adapterRequested = false;
      },
    );
  } else if (process.env.FINCHER_CONSENT_MANAGER === 'cookieconsent') {
    import('@/consent/vendors/cookieconsent-adapter.ts').catch(() => {
      adapterRequested = false;
    });
  }
}

export function startTracking(): Promise<TrackingRuntime | null> {
  if (!runtime) requestConsentAdapter();
  runtime ??= import('./tracking-runtime.ts')
    .then(({ preparePageTracking }) => preparePageTracking())
    .then(
      // Started at most once: a manager that fails to start is not started twice.
      (prepared) =>
        prepared?.start().catch((error: unknown) => {
          console.warn('consent and tracking did not start', error);
          return null;
        }) ?? null,
      (error: unknown) => {
        // The code did not arrive (a bad connection): the next answer or "Cookie preferences" asks again.
        console.warn('consent and tracking did not load', error);
        runtime = null;
        return null;
      },
    );
  return runtime;
}

export function startTrackingWhenIdle(facts: ConsentLayerFacts): void {
  if (runtime) return;
  // Didomi's notice is drawn by its SDK, which a first visitor waits for: its request goes as soon
  // as the page has hydrated, ahead of the code that can wait for the browser to be idle (whose
  // requests would otherwise come before it on the page's connection).
  if (process.env.FINCHER_CONSENT_MANAGER === 'didomi') requestConsentAdapter();
  whenIdle(() => afterParsing(() => startOrAsk(facts)), IDLE_TIMEOUT_MS);
}

/** The notice's head script marks <html> "ask" once the notice is parsed, at the latest with the document (consent-notice.ts). */
function afterParsing(callback: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

function startOrAsk(facts: ConsentLayerFacts): void {
  if (runtime) return;
  const visitorAsked = document.documentElement.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.ask;
  if (!runtimeAwaitsAnswer({ ...facts, visitorAsked })) {
    void startTracking();
    return;
  }
  focusNotice();
}

/**
 * §2.7 keyboard use: the notice is not modal, but a keyboard user meets it first, unless they have
 * started elsewhere already. An answer hides it and focus goes on from the page. When an answer
 * given on this page is lost and the notice asks again, focus goes back to that answer's button
 * (hiding the notice took it away), to be pressed again.
 */
function focusNotice(lostAnswer?: string): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const notice = document.getElementById(CONSENT_NOTICE_ID);
  if (!notice) return;
  const again = [...notice.querySelectorAll<HTMLElement>('[data-consent-action]')].find(
    (button) => button.dataset.consentAction === lostAnswer,
  );
  (again ?? firstFocusableIn(notice))?.focus();
}

/**
 * A button of the server-drawn consent notice: carried out by the manager once it runs. An answer
 * (accept or reject all) hides the notice at the click; should the manager fail to load, it stays
 * unanswered and the notice asks again.
 * `fromEarlierPage`: the answer was given on an earlier page and carried here (takeEarlyNoticeChoice).
 * It then gives way to an answer stored since, and if it is lost the notice asks again without
 * taking focus: the visitor never acted on this page's notice, and the failure may come late.
 */
export async function consentNoticeChoice(
  action: string,
  { fromEarlierPage = false }: { fromEarlierPage?: boolean } = {},
): Promise<void> {
  const root = document.documentElement;
  const answer = isNoticeAnswer(action);
  if (answer && root.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.ask) {
    root.setAttribute(CONSENT_ATTRIBUTE, CONSENT_MARK.answering);
  }
  // Kept for the tab until stored: a page left before the manager's code arrives does not lose it.
  if (answer) rememberPendingAnswer(action);
  const started = await startTracking();
  if (!started) {
    if (root.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.answering) {
      root.setAttribute(CONSENT_ATTRIBUTE, CONSENT_MARK.ask);
      if (!fromEarlierPage) focusNotice(action);
    }
  } else if (!(fromEarlierPage && root.getAttribute(CONSENT_ATTRIBUTE) === CONSENT_MARK.decided)) {
    // An answer carried from an earlier page gives way to one stored since (in another tab), which
    // the manager has just read ("decided"): the later word wins.
    started.noticeChoice(action);
  }
  if (answer) forgetPendingAnswer();
}

/** §2.7 "Cookie preferences": opens the consent manager's preferences popup. */
export async function openConsentPreferences(): Promise<void> {
  const started = await startTracking();
  started?.showPreferences();
}
