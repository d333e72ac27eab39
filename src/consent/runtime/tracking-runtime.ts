import { analytics } from '@/consent/runtime/analytics.ts';
import type { ConsentAdapter } from '@/consent/vendors/consent-adapter.ts';
import { publishConsent } from '@/consent/runtime/consent-state.ts';
import { isNoticeAnswer } from '@/consent/notice/notice-start.ts';
import {
  CONSENT_CHANNEL_NAME,
  CONSENT_POPUP_POLL_MS,
  TRACKING_PLAN_ELEMENT_ID,
} from '@/consent/rules/tracking-constants.ts';
import type { TrackingPlan } from '@/consent/rules/tracking-plan.ts';
import { appEvents } from '@/lib/events/app-events.ts';
import { advertisingCookiesFollower } from './consented-cookies.ts';
import { enterpriseAnalyticsWrapper } from '../vendors/enterprise-analytics.ts';
import { followState, type StateFollower } from './follow-state.ts';
import { googleAnalyticsWrapper } from '../vendors/google-analytics.ts';
import { loadNextPageAfresh } from './load-next-page-afresh.ts';
import { marketingTrackerWrapper } from '../vendors/marketing-tracker.ts';
import { tagManagerWrapper } from '../vendors/tag-manager.ts';
import {
  capTrackingState,
  ceilingOf,
  consentSnapshotOf,
  lowerCeiling,
  NOTHING_CONSENTED,
  readCeiling,
  trackingStateOf,
  type ConsentCeiling,
  type TrackingState,
} from './tracking-state.ts';
import { afterNextPaintOnScreen } from '@/components/browser/after-next-paint.ts';
import { readJsonElement } from '@/components/browser/json-element.ts';

// The page's consent and tracking, loaded after the page is interactive (tracking-loader.tsx): it
// starts the consent manager, re-evaluates the §4.12 state on every change and hands it to each
// wrapper, which applies its own rule. Nothing third-party is requested before a wrapper's rule
// says so.

export interface TrackingRuntime {
  showPreferences(): void;
  /** A button of the server-drawn consent notice ("accept-all", "reject-all", "preferences"). */
  noticeChoice(action: string): void;
  state(): TrackingState;
}

async function consentAdapterFor(plan: TrackingPlan): Promise<ConsentAdapter | null> {
  const manager = plan.consentManager;
  // Build-time fact: a site leaves out the adapter it never runs.
  if (process.env.FINCHER_CONSENT_MANAGER === 'didomi' && manager.kind === 'didomi') {
    const { pageDidomiAdapter } = await import('../vendors/didomi-start.ts');
    return pageDidomiAdapter(plan, manager);
  }
  if (process.env.FINCHER_CONSENT_MANAGER === 'cookieconsent' && manager.kind === 'cookieconsent') {
    const { createCookieConsentAdapter } = await import('@/consent/vendors/cookieconsent-adapter.ts');
    return createCookieConsentAdapter(plan, manager);
  }
  return null;
}

/**
 * §2.7: the popup's footer logo gets its alt text. The manager says when its popup shows and goes;
 * while it shows, the logo is checked again every CONSENT_POPUP_POLL_MS, since a manager may draw
 * it after saying so, or draw it anew with another view of the popup, which no event tells. Once
 * the popup has gone (said, or found at a check: the built-in manager started again closes it
 * silently), nothing is left running.
 */
function watchPreferencesLogo(adapter: ConsentAdapter, alt: string): void {
  let timer: number | undefined;
  const apply = () => {
    if (!adapter.preferencesVisible()) {
      window.clearInterval(timer);
      timer = undefined;
      return;
    }
    const logo = adapter.preferencesLogo();
    if (logo && logo.alt !== alt) logo.alt = alt;
    timer ??= window.setInterval(apply, CONSENT_POPUP_POLL_MS);
  };
  adapter.subscribePreferences(apply);
  // Opened before this runtime listened (Didomi's notice, shown before the runtime came, opens it).
  apply();
}

/**
 * The page's plan (written by the server, tracking-plan-script.tsx) and its consent manager's code,
 * loaded: null when the page has no plan. Nothing of the runtime has started yet, so a failure here
 * (a chunk lost on the way) can be tried again; `start` runs once. (Didomi's SDK may be loading
 * already, started with its adapter's chunk, didomi-start.ts: the retry gets that same adapter.)
 */
export async function preparePageTracking(): Promise<{ start: () => Promise<TrackingRuntime> } | null> {
  const plan = readJsonElement<TrackingPlan>(TRACKING_PLAN_ELEMENT_ID);
  if (!plan) return null;
  const adapter = await consentAdapterFor(plan);
  return { start: () => startTracking(plan, adapter) };
}

const answerKey = (state: TrackingState) => JSON.stringify(ceilingOf(state));

async function startTracking(plan: TrackingPlan, adapter: ConsentAdapter | null): Promise<TrackingRuntime> {
  const marketing = plan.marketingTracker ? marketingTrackerWrapper(plan.marketingTracker) : null;
  const wrappers: StateFollower<TrackingState>[] = [
    ...(plan.webAnalytics ? [googleAnalyticsWrapper(plan.webAnalytics)] : []),
    tagManagerWrapper(plan.containers, plan.googleTagBaseUrl),
    ...(plan.enterpriseAnalytics ? [enterpriseAnalyticsWrapper(plan.enterpriseAnalytics)] : []),
    ...(marketing ? [marketing] : []),
    advertisingCookiesFollower(),
  ];
  let current = trackingStateOf(plan, adapter);

  // Each wrapper follows the states in its own queue (follow-state.ts).
  const handToWrappers = followState(wrappers, (error: unknown) => console.warn('tracking update failed', error));
  // A manager that draws its own notice (Didomi) shows it as it becomes ready, often in the task
  // that first tells us its state: the tags and ads the first state lets in wait for the next
  // paint and, when that notice shows then, until it is on screen (its frame presented, not only
  // painted), so that their code (fetched, parsed, run) does not hold it back; the notice is most
  // pages' largest paint for a first visitor. Later states follow in order (a withdrawal as well).
  let noticePainted: Promise<void> | null = null;
  // §4.12 across the site's tabs: an answer that changes here is told to the others. A tab told of
  // one reads the stored answer again (the built-in manager); with a manager that keeps its answer
  // in memory (Didomi), what the other tab withdrew is withdrawn here at once (the ceiling) and the
  // next page is loaded afresh, reading the stored answer (load-next-page-afresh.ts).
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONSENT_CHANNEL_NAME) : null;
  let ceiling: ConsentCeiling | null = null;
  let endOfPage: (() => void) | null = null;
  let ownAnswer: string | null = null;
  const evaluate = () => {
    const own = trackingStateOf(plan, adapter);
    if (own.consentManagerReady) {
      const answer = answerKey(own);
      if (ownAnswer !== null && answer !== ownAnswer) {
        // The manager's answer changed here: the visitor's (the newest answer of all, so another
        // tab's ceiling gives way), or one the built-in manager has just read again, which the
        // other tabs find already stored.
        ceiling = null;
        endOfPage?.();
        endOfPage = null;
        channel?.postMessage(ceilingOf(own));
      }
      ownAnswer = answer;
    }
    current = ceiling ? capTrackingState(own, ceiling) : own;
    const state = current;
    // Records made while consent is refused are not kept for a later consent.
    analytics.setWaiting(
      !state.consentManagerReady || state.webAnalyticsEnabled || state.consent.state === 'undecided',
    );
    noticePainted ??= afterNextPaintOnScreen(() => adapter?.noticeVisible?.() ?? false);
    void noticePainted.then(() => {
      // Code outside tracking (§4.15 ads) reads the same evaluation, never the manager.
      publishConsent(consentSnapshotOf(state));
      handToWrappers(state);
    });
  };

  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const told = readCeiling(event.data);
    if (!told || !adapter) return;
    if (adapter.followStoredAnswer) {
      void adapter.followStoredAnswer();
      return;
    }
    if (answerKey(capTrackingState(current, told)) === answerKey(current)) return;
    endOfPage ??= loadNextPageAfresh();
    ceiling = lowerCeiling(ceiling, told);
    evaluate();
  });
  // A page kept in the back-forward cache hears no other tab: shown again, with an answer changed
  // meanwhile that a manager keeping its answer in memory cannot read (Didomi), everything here
  // stops as at a withdrawal, and the next page is loaded afresh to read the stored answer. (The
  // built-in manager reads the stored answer again itself, followStoredAnswer.)
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !adapter?.storedAnswerChanged?.()) return;
    endOfPage ??= loadNextPageAfresh();
    ceiling = lowerCeiling(ceiling, NOTHING_CONSENTED);
    evaluate();
  });
  if (marketing) {
    appEvents.on('member:signed-in', ({ memberId }) => void marketing.memberSignedIn(memberId, new Date()));
  }
  if (adapter) {
    let evaluated = false;
    adapter.subscribe(() => {
      evaluated = true;
      evaluate();
    });
    watchPreferencesLogo(adapter, plan.texts.privacyImageAlt);
    await adapter.start();
    // Started before this runtime came (didomi-start.ts), the manager may have been ready, and said
    // so, before anyone here listened.
    if (!evaluated) evaluate();
  } else {
    evaluate();
  }
  return {
    showPreferences: () => adapter?.showPreferences(),
    noticeChoice: (action) => {
      if (action === 'preferences') adapter?.showPreferences();
      else if (isNoticeAnswer(action)) adapter?.choose?.(action);
    },
    state: () => current,
  };
}
