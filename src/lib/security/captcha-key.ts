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
 * What the default widget (reCAPTCHA) needs of the page's Content-Security-Policy, as its vendor
 * documents it: its loader (api.js) on www.google.com brings its code from www.gstatic.com, and its
 * checkbox and challenge are frames from www.google.com or recaptcha.google.com. Each is limited to
 * the widget's own path: a whole host (www.google.com) would let any script it serves run here.
 */
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

/**
 * The CSP sources the page must allow when a site key is configured (the widget's scripts, frames
 * and requests), or null when the site has no captcha: the default widget's paths, or the whole
 * origin of another configured script (the sandbox's stand-in).
 */
export function captchaSources(env: { readonly siteKey?: string; readonly scriptUrl?: string }): CaptchaSources | null {
  if (!env.siteKey) return null;
  const origin = new URL(env.scriptUrl || DEFAULT_CAPTCHA_SCRIPT_URL).origin;
  if (origin === new URL(DEFAULT_CAPTCHA_SCRIPT_URL).origin) return RECAPTCHA_SOURCES;
  return { script: [origin], frame: [origin], connect: [origin] };
}
