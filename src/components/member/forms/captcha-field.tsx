'use client';

import { lazy, Suspense } from 'react';

// §5 Captcha, §4.13: the bot-protection widget of the sign-in and gift-card balance forms, only
// when a site key is configured. The key is inlined at build: a site without one ships none of
// the widget, and pages without these forms never import this file.
const SITE_KEY = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ?? '';

/** Whether the forms carry a captcha (and so refuse to send without its response). */
export const CAPTCHA_ENABLED = SITE_KEY !== '';

const CaptchaWidget = lazy(() => import('./captcha-widget.tsx').then((module) => ({ default: module.CaptchaWidget })));

/** Writes the widget's response into the form it sits in (captchaResponseOf reads it there). */
export function CaptchaField() {
  if (!SITE_KEY) return null;
  return (
    // The widget's height is kept while its script loads: nothing below it moves.
    <Suspense fallback={<div className="min-h-14" />}>
      <CaptchaWidget siteKey={SITE_KEY} />
    </Suspense>
  );
}
