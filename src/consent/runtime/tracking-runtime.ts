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

// Starts the consent manager and hands each new §4.12 state to every wrapper (docs/consent.md, "The runtime").

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

/** §2.7 popup logo alt text, checked while the popup shows: a manager may draw the logo anew without an event. */
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

/** The plan and the manager's code, loaded (null without a plan): retried after a failure; `start` runs once. */
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

  const handToWrappers = followState(wrappers, (error: unknown) => console.warn('tracking update failed', error));
  // Tags wait until a notice shown with the first state is on screen: docs/decisions/0014-tags-wait-for-the-notice.md
  let noticePainted: Promise<void> | null = null;
  // §4.12 across tabs: docs/consent.md, "Other tabs and the back-forward cache".
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONSENT_CHANNEL_NAME) : null;
  let ceiling: ConsentCeiling | null = null;
  let endOfPage: (() => void) | null = null;
  let ownAnswer: string | null = null;
  const evaluate = () => {
    const own = trackingStateOf(plan, adapter);
    if (own.consentManagerReady) {
      const answer = answerKey(own);
      if (ownAnswer !== null && answer !== ownAnswer) {
        // Changed here (the visitor's newest answer, or one re-read): another tab's ceiling gives way.
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
  // Back from the cache with a Didomi answer changed meanwhile, which it cannot re-read: ended as a withdrawal.
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
    // Started early (didomi-start.ts), the manager may have said it was ready before anyone here listened.
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
