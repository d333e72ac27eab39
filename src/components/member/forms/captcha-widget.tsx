'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_FORM_FIELD, SUBMISSION_SENT_EVENT } from '@/lib/loyalty/member/captcha.ts';
import {
  captchaScriptSrc,
  decideCaptchaKeyChange,
  DEFAULT_CAPTCHA_SCRIPT_URL,
  type CaptchaKeyChange,
} from '@/lib/security/captcha-key.ts';
import { loadScript } from '@/consent/runtime/load-script.ts';

const SCRIPT_URL = process.env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL || DEFAULT_CAPTCHA_SCRIPT_URL;

interface CaptchaApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (response: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaApi;
    /** §4.13 the page-level setter of the captcha key; refused in a frame or an opened window. */
    fincherCaptcha?: { setSiteKey(siteKey: unknown): CaptchaKeyChange };
  }
}

/**
 * The widget itself: loads the vendor's script, renders its checkbox and keeps its response in a
 * hidden field of the form. After each submission the response is spent (single use): the widget
 * is reset so the next try asks again. Errors are announced in the page's language.
 */
export function CaptchaWidget({ siteKey: configuredKey }: { siteKey: string }) {
  const t = useTranslations('member.captcha');
  const locale = useLocale();
  const [siteKey, setSiteKey] = useState(configuredKey);
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    window.fincherCaptcha = {
      setSiteKey(candidate) {
        const change = decideCaptchaKeyChange(candidate, {
          self: window,
          parent: window.parent,
          opener: window.opener,
        });
        if (change.ok) {
          // A response given under the old key is no good under the new one.
          setResponse('');
          setSiteKey(change.siteKey);
        }
        return change;
      },
    };
    return () => {
      delete window.fincherCaptcha;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    let widgetId: number | undefined;
    const form = holder.current?.closest('form');
    // A response is good once: after a submission that went out, the next one needs a new tick. A
    // submission the form's own checks stopped (a field left empty) spent nothing: the tick stays.
    const onSent = () =>
      window.setTimeout(() => {
        setResponse('');
        if (widgetId !== undefined) window.grecaptcha?.reset(widgetId);
      }, 0);
    form?.addEventListener(SUBMISSION_SENT_EVENT, onSent);
    loadScript(captchaScriptSrc(SCRIPT_URL, locale))
      .then(() => {
        if (cancelled || !holder.current || !window.grecaptcha) return;
        const container = document.createElement('div');
        holder.current.replaceChildren(container);
        widgetId = window.grecaptcha.render(container, {
          sitekey: siteKey,
          callback: (value) => {
            setResponse(value);
            setError(null);
          },
          'expired-callback': () => setResponse(''),
          'error-callback': () => setError(t('failed')),
        });
      })
      .catch(() => {
        if (!cancelled) setError(t('unavailable'));
      });
    return () => {
      cancelled = true;
      form?.removeEventListener(SUBMISSION_SENT_EVENT, onSent);
    };
  }, [siteKey, locale, t]);

  return (
    <div className="flex flex-col gap-1">
      <div ref={holder} className="min-h-14" data-captcha-widget />
      <input type="hidden" name={CAPTCHA_FORM_FIELD} value={response} />
      <p role="alert" className="text-readable-primary empty:hidden">
        {error}
      </p>
    </div>
  );
}
