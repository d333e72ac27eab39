'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';

// §5 Captcha, §4.13: the key is inlined at build, so a site without one ships none of the widget.
const SITE_KEY = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ?? '';

/** Whether the forms carry a captcha (and so refuse to send without its response). */
export const CAPTCHA_ENABLED = SITE_KEY !== '';

/** §5 with a captcha on the form nothing is sent until it is ticked, and a refused response asks for a new tick. */
export function useCaptchaRule() {
  const t = useTranslations('member.captcha');
  return {
    /** The response to send; throws the "tick the box" message when the form's widget gave none. */
    require(response: string | undefined): string | undefined {
      if (CAPTCHA_ENABLED && !response) throw MemberError.invalidInput(t('required'));
      return response;
    },
    /** The message of a response the gateway refused (missing, spent or not verified). */
    refused: () => MemberError.invalidInput(t('refused')),
  };
}

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
