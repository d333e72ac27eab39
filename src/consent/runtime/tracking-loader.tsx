'use client';

import { useEffect } from 'react';
import { takeEarlyNoticeChoice, type ConsentLayerFacts } from '@/consent/notice/notice-start.ts';
import { consentNoticeChoice, startTrackingWhenIdle } from './tracking-start.ts';

// Mounted once in the root layout; when consent and tracking start: docs/consent.md, "The runtime".

export function TrackingLoader({ consentManager, enterpriseAnalyticsConfigured }: ConsentLayerFacts): null {
  useEffect(() => {
    startTrackingWhenIdle({ consentManager, enterpriseAnalyticsConfigured });
    // Build-time fact: only the built-in manager has a server-drawn notice; other sites leave this code out.
    if (process.env.FINCHER_CONSENT_MANAGER !== 'cookieconsent') return;
    // The server-drawn consent notice's buttons (consent-notice.tsx): a click loads the runtime at once.
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-action]') : null;
      if (button?.dataset.consentAction) void consentNoticeChoice(button.dataset.consentAction);
    };
    document.addEventListener('click', onClick);
    const early = takeEarlyNoticeChoice();
    if (early) void consentNoticeChoice(early.action, { fromEarlierPage: early.fromEarlierPage });
    return () => document.removeEventListener('click', onClick);
  }, [consentManager, enterpriseAnalyticsConfigured]);
  return null;
}
