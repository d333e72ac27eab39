import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './cookieconsent-theme.css';
import { ANALYTICS_COOKIE_PATTERN, COOKIECONSENT_COOKIE } from '../rules/tracking-constants.ts';
import type { ConsentManagerPlan, TrackingPlan } from '../rules/tracking-plan.ts';
import { focusKeeper, listenerSet, type ConsentAdapter } from './consent-adapter.ts';
import { CONSENT_ATTRIBUTE, CONSENT_MARK, CONSENT_NOTICE_ID } from '../notice/notice-start.ts';

// §2.7, §4.12 vanilla-cookieconsent, bundled; its first layer is the server's notice, whose mark this keeps true.

export const COOKIECONSENT_CATEGORIES = {
  necessary: 'necessary',
  analytics: 'analytics',
  advertising: 'advertising',
} as const;

/** The path of the manager's logo in the preferences popup footer (served by src/app/consent-logo). */
export const COOKIECONSENT_LOGO_PATH = '/consent-logo/';

export function createCookieConsentAdapter(
  plan: TrackingPlan,
  manager: Extract<ConsentManagerPlan, { kind: 'cookieconsent' }>,
): ConsentAdapter {
  const listeners = listenerSet();
  const preferencesListeners = listenerSet();
  const focus = focusKeeper();
  const preferencesFocus = focusKeeper();
  let isReady = false;
  const { texts } = plan;
  const language = plan.locale.slice(0, 2).toLowerCase();
  const decided = () => CookieConsent.validConsent();
  const notice = () => document.getElementById(CONSENT_NOTICE_ID);

  /** Shows the server-drawn notice while the visitor is asked; one hidden at a click ("answering") stays hidden. */
  function syncNotice(): void {
    const ask = !decided();
    const root = document.documentElement;
    const mark = root.getAttribute(CONSENT_ATTRIBUTE);
    if (ask ? mark === CONSENT_MARK.answering : mark === CONSENT_MARK.decided) return;
    if (ask) {
      root.setAttribute(CONSENT_ATTRIBUTE, CONSENT_MARK.ask);
      focus.enter(notice());
    } else {
      // Focus back where it was before the notice hides (a hidden element loses it to <body>).
      focus.leave(notice());
      root.setAttribute(CONSENT_ATTRIBUTE, CONSENT_MARK.decided);
    }
  }

  function addFooterLogo(modal: HTMLElement): void {
    if (modal.querySelector('.fincher-cc-logo')) return;
    const footer = document.createElement('div');
    footer.className = 'fincher-cc-logo';
    const link = document.createElement('a');
    link.href = manager.website;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    const image = document.createElement('img');
    image.src = COOKIECONSENT_LOGO_PATH;
    image.width = 96;
    image.height = 20;
    image.alt = texts.privacyImageAlt;
    link.append(image);
    footer.append(link);
    modal.querySelector('.pm__footer')?.append(footer);
  }

  /** The answer as stored (the manager's cookie), as this page last carried it out. */
  const storedAnswer = () =>
    document.cookie.match(new RegExp(`(?:^|;\\s*)${COOKIECONSENT_COOKIE}=([^;]*)`))?.[1] ?? null;
  let seen: string | null = null;

  const config: CookieConsent.CookieConsentConfig = {
    mode: 'opt-in',
    revision: manager.revision,
    // The first layer is the server's notice, shown from the first paint (syncNotice).
    autoShow: false,
    // The banner must show to automated visitors too (tests, audits): consent is no SEO question here.
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: { name: COOKIECONSENT_COOKIE, sameSite: 'Lax', expiresAfterDays: 182 },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: ANALYTICS_COOKIE_PATTERN }] } },
      advertising: {},
    },
    language: {
      default: language,
      translations: {
        [language]: {
          consentModal: {
            title: texts.bannerTitle,
            description: `${texts.bannerDescription} <a href="${plan.privacyPolicyPath}">${texts.privacyPolicy}</a>`,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.managePreferences,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.savePreferences,
            closeIconLabel: texts.close,
            sections: [
              { title: texts.necessaryTitle, description: texts.necessaryDescription, linkedCategory: 'necessary' },
              { title: texts.analyticsTitle, description: texts.analyticsDescription, linkedCategory: 'analytics' },
              {
                title: texts.advertisingTitle,
                description: texts.advertisingDescription,
                linkedCategory: 'advertising',
              },
            ],
          },
        },
      },
    },
    onConsent: () => {
      seen = storedAnswer();
      syncNotice();
      listeners.notify();
    },
    onChange: () => {
      seen = storedAnswer();
      syncNotice();
      listeners.notify();
    },
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'preferencesModal') addFooterLogo(modal);
    },
    onModalShow: ({ modalName }) => {
      if (modalName === 'preferencesModal') preferencesListeners.notify();
    },
    onModalHide: ({ modalName }) => {
      if (modalName !== 'preferencesModal') return;
      // §2.7 keyboard use: closing the preferences gives focus back to what opened them.
      preferencesFocus.leave(document.querySelector<HTMLElement>('#cc-main .pm'));
      preferencesListeners.notify();
    },
  };

  /** Changed in another tab, or while in the back-forward cache: the manager runs again from the stored answer. */
  async function followStoredAnswer(): Promise<void> {
    if (!isReady || storedAnswer() === seen) return;
    CookieConsent.reset(false);
    await CookieConsent.run(config);
    seen = storedAnswer();
    syncNotice();
    listeners.notify();
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void followStoredAnswer();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void followStoredAnswer();
  });

  return {
    id: 'cookieconsent',
    noticeId: `cookieconsent-r${manager.revision}`,
    ready: () => isReady,
    followStoredAnswer,
    async start() {
      await CookieConsent.run(config);
      seen = storedAnswer();
      isReady = true;
      syncNotice();
      listeners.notify();
    },
    choose(choice) {
      // Reject: only the necessary category (what the manager's own "reject all" does).
      CookieConsent.acceptCategory(choice === 'accept-all' ? 'all' : []);
    },
    reading() {
      const analyticsStatus = decided() ? CookieConsent.acceptedCategory('analytics') : undefined;
      const vendors = [
        ...plan.gdprVendors.webAnalytics,
        ...(plan.gdprVendors.enterpriseAnalytics ? [plan.gdprVendors.enterpriseAnalytics] : []),
      ];
      return {
        appliedRegulations: [manager.regulation],
        // Opt-in: consent is asked of everyone; every counted vendor is an analytics one.
        gdpr: { consentRequired: true, requiredVendorIds: vendors, vendorStatus: () => analyticsStatus },
        doNotSell: decided() && !CookieConsent.acceptedCategory('advertising'),
      };
    },
    anyPurposeDenied: () => decided() && CookieConsent.getUserPreferences().rejectedCategories.length > 0,
    subscribe: (listener) => listeners.add(listener),
    showPreferences: () => {
      preferencesFocus.remember();
      CookieConsent.showPreferences();
    },
    subscribePreferences: (listener) => preferencesListeners.add(listener),
    preferencesVisible: () => document.documentElement.classList.contains('show--preferences'),
    preferencesLogo: () => document.querySelector<HTMLImageElement>('#cc-main .pm .fincher-cc-logo img'),
  };
}
