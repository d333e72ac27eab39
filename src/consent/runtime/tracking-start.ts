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

// The only tracking code in the first-load JavaScript: it imports the runtime when the browser is idle, or at the
// visitor's answer while the built-in notice asks (runtimeAwaitsAnswer; docs/consent.md, "The runtime").

const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<TrackingRuntime | null> | null = null;
let adapterRequested = false;

/** The site's adapter, requested beside the runtime, not after it: docs/decisions/0015-didomi-sdk-requested-early.md */
function requestConsentAdapter(): void {
  if (adapterRequested) return;
  adapterRequested = true;
  if (process.env.FINCHER_CONSENT_MANAGER === 'didomi') {
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
  // Didomi's SDK draws the notice a first visitor waits for: requested at hydration, ahead of idle
  // work (docs/decisions/0015-didomi-sdk-requested-early.md).
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
  // Asked: the notice waits for an answer where it is, right after the skip link (consent-notice.tsx).
  if (!runtimeAwaitsAnswer({ ...facts, visitorAsked })) void startTracking();
}

/** §2.7: a lost answer's button gets focus back, to be pressed again. */
function focusNotice(lostAnswer: string): void {
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
 * A notice button, carried out by the manager once it runs; if its code is lost the notice asks again. An answer
 * `fromEarlierPage` gives way to one stored since, and when lost asks again without taking focus.
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
    started.noticeChoice(action);
  }
  if (answer) forgetPendingAnswer();
}

/** §2.7 "Cookie preferences": opens the consent manager's preferences popup. */
export async function openConsentPreferences(): Promise<void> {
  const started = await startTracking();
  started?.showPreferences();
}
