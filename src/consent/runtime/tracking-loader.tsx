'use client';

import { useEffect } from 'react';
import { takeEarlyNoticeChoice, type ConsentLayerFacts } from '@/consent/notice/notice-start.ts';
import { consentNoticeChoice, startTrackingWhenIdle } from './tracking-start.ts';

// Mounted once in the root layout. Starts consent and tracking when the browser is first idle
// after the page has hydrated (or at the visitor's answer, tracking-start.ts; Didomi's SDK, whose
// notice a first visitor waits for, is requested once the page has hydrated), so none of it is in
// the first-load JavaScript (§2.7 budget); the plan (what may load) is the JSON the server
// rendered beside it.

export function TrackingLoader({ consentManager, enterpriseAnalyticsConfigured }: ConsentLayerFacts): null {
  useEffect(() => {
    startTrackingWhenIdle({ consentManager, enterpriseAnalyticsConfigured });
    // Build-time fact: only the built-in manager has a notice drawn by the server, and a site with
    // another leaves this code out.
    if (process.env.FINCHER_CONSENT_MANAGER !== 'cookieconsent') return;
    // The server-drawn consent notice's buttons (consent-notice.tsx): a click loads the runtime at once.
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-action]') : null;
      if (button?.dataset.consentAction) void consentNoticeChoice(button.dataset.consentAction);
    };
    document.addEventListener('click', onClick);
    // An answer given before hydration (kept by the script after the notice).
    const early = takeEarlyNoticeChoice();
    if (early) void consentNoticeChoice(early.action, { fromEarlierPage: early.fromEarlierPage });
    return () => document.removeEventListener('click', onClick);
  }, [consentManager, enterpriseAnalyticsConfigured]);
  return null;
}
