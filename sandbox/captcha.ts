import { randomBytes } from 'node:crypto';

// The bot-protection vendor (§4.13, §5), played by the sandbox: a widget script with the explicit
// render API of the common checkbox captcha (grecaptcha.render / getResponse / reset), a token
// endpoint it calls when the visitor ticks the box, and the verify endpoint the gateway's
// CAPTCHA_VERIFY_URL points at (form fields secret and response, answer {success}). A token is
// good once, for two minutes, and only with the secret of the site key it was issued for.
// The site reaches it only through NEXT_PUBLIC_CAPTCHA_SCRIPT_URL and CAPTCHA_VERIFY_URL.

export const CAPTCHA_PREFIX = '/captcha/';
/** The demo key pair: the site key is public, the secret is the gateway's. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sandbox-captcha-site-key';
export const SANDBOX_CAPTCHA_SECRET = 'sandbox-captcha-secret';
const KEYS = new Map([
  [SANDBOX_CAPTCHA_SITE_KEY, SANDBOX_CAPTCHA_SECRET],
  ['sandbox-captcha-site-key-2', 'sandbox-captcha-secret-2'],
]);
const TOKEN_LIFETIME_MS = 120_000;

export interface CaptchaAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly headers?: Record<string, string>;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): CaptchaAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
  headers,
});

export function isCaptchaPath(pathname: string): boolean {
  return pathname.startsWith(CAPTCHA_PREFIX);
}

export function createCaptchaStandIn(now: () => number = Date.now) {
  const tokens = new Map<string, { siteKey: string; expires: number }>();
  /** Every verification asked for, for tests: the response sent and the verdict. */
  const verifications: { response: string; success: boolean }[] = [];

  function answer(method: string, url: URL, body: string, origin: string | undefined): CaptchaAnswer | null {
    if (url.pathname === '/captcha/api.js' && method === 'GET') {
      return {
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        body: WIDGET_SCRIPT,
        headers: { 'Cache-Control': 'no-store' },
      };
    }
    if (url.pathname === '/captcha/token' && method === 'POST') {
      // Called by the widget from the site's page: CORS for that page's origin only.
      const cors: Record<string, string> = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
      const siteKey = new URLSearchParams(body).get('sitekey') ?? '';
      if (!KEYS.has(siteKey)) return json(400, { error: 'unknown site key' }, cors);
      const token = `sbx-${randomBytes(18).toString('base64url')}`;
      tokens.set(token, { siteKey, expires: now() + TOKEN_LIFETIME_MS });
      return json(200, { token }, cors);
    }
    if (url.pathname === '/captcha/verify' && method === 'POST') {
      const form = new URLSearchParams(body);
      const response = form.get('response') ?? '';
      const issued = tokens.get(response);
      const success = issued !== undefined && issued.expires > now() && KEYS.get(issued.siteKey) === form.get('secret');
      // Single use, as the real service.
      tokens.delete(response);
      verifications.push({ response, success });
      return json(200, success ? { success } : { success, 'error-codes': ['invalid-input-response'] });
    }
    if (url.pathname === '/captcha/verifications' && method === 'GET') return json(200, { verifications });
    return null;
  }

  return { answer };
}

/**
 * The widget: a labelled checkbox rendered into the container the page gives; ticking it asks the
 * token endpoint for a token and hands it to the page's callback. Labels follow `hl` (fr or en).
 */
const WIDGET_SCRIPT = `'use strict';
(() => {
  const script = document.currentScript;
  const base = new URL('.', script.src);
  const lang = (new URL(script.src).searchParams.get('hl') || document.documentElement.lang || 'en').slice(0, 2);
  const text = lang === 'fr'
    ? { label: 'Je ne suis pas un robot', failed: 'La vérification a échoué, réessayez.' }
    : { label: 'I am not a robot', failed: 'Verification failed, please try again.' };
  const widgets = [];
  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length;
      const state = { response: '', options };
      widgets.push(state);
      const label = document.createElement('label');
      label.style.cssText = 'display:inline-flex;gap:.5rem;align-items:center;padding:.5rem .75rem;border:1px solid currentColor;border-radius:4px';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.dataset.captchaCheckbox = '';
      const span = document.createElement('span');
      span.textContent = text.label;
      label.append(box, span);
      container.replaceChildren(label);
      state.box = box;
      box.addEventListener('change', async () => {
        if (!box.checked) return;
        box.disabled = true;
        try {
          const answer = await fetch(new URL('token', base), {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ sitekey: options.sitekey }),
          });
          if (!answer.ok) throw new Error('refused');
          state.response = (await answer.json()).token;
          options.callback && options.callback(state.response);
        } catch {
          box.checked = false;
          box.disabled = false;
          options['error-callback'] && options['error-callback'](text.failed);
        }
      });
      return id;
    },
    getResponse(id = 0) {
      return widgets[id] ? widgets[id].response : '';
    },
    reset(id = 0) {
      const state = widgets[id];
      if (!state) return;
      state.response = '';
      const box = state.box;
      if (box) {
        box.checked = false;
        box.disabled = false;
      }
    },
  };
  const onload = new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  window.dispatchEvent(new Event('captcha-stand-in-ready'));
})();
`;
