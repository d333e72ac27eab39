// §4.13: the captcha site key may change at run time, but never in a frame or an opened window, lest an embedding or
// opening page swap the key the site's forms are protected with.
import type { EditorWindows } from '../preview/editor-origins.ts';

/** The shape of a captcha site key (the same rule as NEXT_PUBLIC_CAPTCHA_SITE_KEY, src/lib/config/env.ts). */
export const CAPTCHA_SITE_KEY_PATTERN = /^[\w-]{10,100}$/;

export type CaptchaKeyChange =
  | { readonly ok: true; readonly siteKey: string }
  | { readonly ok: false; readonly reason: 'framed' | 'opened' | 'invalid' };

export function decideCaptchaKeyChange(siteKey: unknown, windows: EditorWindows): CaptchaKeyChange {
  if (windows.parent != null && windows.parent !== windows.self) return { ok: false, reason: 'framed' };
  if (windows.opener != null) return { ok: false, reason: 'opened' };
  if (typeof siteKey !== 'string' || !CAPTCHA_SITE_KEY_PATTERN.test(siteKey)) return { ok: false, reason: 'invalid' };
  return { ok: true, siteKey };
}

/** Unless NEXT_PUBLIC_CAPTCHA_SCRIPT_URL names another (the sandbox's). */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export function captchaScriptSrc(scriptUrl: string, locale: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', locale.slice(0, 2) === 'fr' ? 'fr' : 'en');
  return url.toString();
}

/** reCAPTCHA's documented CSP needs, each limited to its path: a whole host would let any script it serves run. */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
} as const;

export interface CaptchaSources {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
}

/** Null without a site key; another configured script (the sandbox's stand-in) gets its whole origin. */
export function captchaSources(env: { readonly siteKey?: string; readonly scriptUrl?: string }): CaptchaSources | null {
  if (!env.siteKey) return null;
  const origin = new URL(env.scriptUrl || DEFAULT_CAPTCHA_SCRIPT_URL).origin;
  if (origin === new URL(DEFAULT_CAPTCHA_SCRIPT_URL).origin) return RECAPTCHA_SOURCES;
  return { script: [origin], frame: [origin], connect: [origin] };
}
