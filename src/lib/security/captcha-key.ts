// §4.13: the bot-protection (captcha) site key can be changed at run time, but never while the page
// runs inside an iframe or in a window another one opened: an embedding or opening page must not
// be able to swap the key the site's forms are protected with.
import type { EditorWindows } from '../preview/editor-origins.ts';

/** The shape of a captcha site key (the same rule as NEXT_PUBLIC_CAPTCHA_SITE_KEY, src/lib/config/env.ts). */
export const CAPTCHA_SITE_KEY_PATTERN = /^[\w-]{10,100}$/;

export type CaptchaKeyChange =
  | { readonly ok: true; readonly siteKey: string }
  | { readonly ok: false; readonly reason: 'framed' | 'opened' | 'invalid' };

/** Whether a run-time key change is allowed, and the key to use when it is. */
export function decideCaptchaKeyChange(siteKey: unknown, windows: EditorWindows): CaptchaKeyChange {
  if (windows.parent != null && windows.parent !== windows.self) return { ok: false, reason: 'framed' };
  if (windows.opener != null) return { ok: false, reason: 'opened' };
  if (typeof siteKey !== 'string' || !CAPTCHA_SITE_KEY_PATTERN.test(siteKey)) return { ok: false, reason: 'invalid' };
  return { ok: true, siteKey };
}

/** The widget script of the common checkbox captcha, unless NEXT_PUBLIC_CAPTCHA_SCRIPT_URL names another (the sandbox's). */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The widget script to load: explicit rendering, labels in the page's language (fr or en). */
export function captchaScriptSrc(scriptUrl: string, locale: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', locale.slice(0, 2) === 'fr' ? 'fr' : 'en');
  return url.toString();
}

/**
 * The origin the page must allow scripts, frames and requests from when a site key is configured
 * (the widget runs there), or null when the site has no captcha.
 */
export function captchaOrigin(env: { readonly siteKey?: string; readonly scriptUrl?: string }): string | null {
  if (!env.siteKey) return null;
  return new URL(env.scriptUrl || DEFAULT_CAPTCHA_SCRIPT_URL).origin;
}
