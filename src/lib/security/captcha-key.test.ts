import { describe, expect, it } from 'vitest';
import {
  captchaScriptSrc,
  captchaSources,
  decideCaptchaKeyChange,
  DEFAULT_CAPTCHA_SCRIPT_URL,
  RECAPTCHA_SOURCES,
} from './captcha-key.ts';

const self = {};
const KEY = 'sandbox-site-key-2';

describe('§4.13 the captcha key can change at run time, never in a frame or an opened window', () => {
  it('a top-level page with no opener may change it', () => {
    expect(decideCaptchaKeyChange(KEY, { self, parent: self, opener: null })).toEqual({ ok: true, siteKey: KEY });
  });

  it('refused inside an iframe', () => {
    expect(decideCaptchaKeyChange(KEY, { self, parent: {}, opener: null })).toEqual({ ok: false, reason: 'framed' });
  });

  it('refused in a window another one opened', () => {
    expect(decideCaptchaKeyChange(KEY, { self, parent: self, opener: {} })).toEqual({ ok: false, reason: 'opened' });
  });

  it.each([undefined, null, 42, '', 'short', 'has spaces in it', 'x'.repeat(101), '<script>alert(1)</script>'])(
    'refuses the malformed key %j',
    (key) => {
      expect(decideCaptchaKeyChange(key, { self, parent: self, opener: null })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    },
  );
});

describe('§5 the captcha widget script and where it comes from', () => {
  it('explicit rendering, in the page language', () => {
    expect(captchaScriptSrc('http://localhost:4010/captcha/api.js', 'fr-FR')).toBe(
      'http://localhost:4010/captcha/api.js?render=explicit&hl=fr',
    );
    expect(captchaScriptSrc(DEFAULT_CAPTCHA_SCRIPT_URL, 'en-US')).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=en',
    );
  });

  it('no source without a site key; the default widget’s paths, else the configured script’s origin', () => {
    expect(captchaSources({})).toBeNull();
    expect(captchaSources({ scriptUrl: 'http://localhost:4010/captcha/api.js' })).toBeNull();
    expect(captchaSources({ siteKey: 'sandbox-captcha-site-key' })).toEqual(RECAPTCHA_SOURCES);
    expect(
      captchaSources({ siteKey: 'sandbox-captcha-site-key', scriptUrl: 'https://www.google.com/recaptcha/api.js' }),
    ).toEqual(RECAPTCHA_SOURCES);
    const standIn = 'http://localhost:4010';
    expect(
      captchaSources({ siteKey: 'sandbox-captcha-site-key', scriptUrl: 'http://localhost:4010/captcha/api.js' }),
    ).toEqual({ script: [standIn], frame: [standIn], connect: [standIn] });
  });
});
