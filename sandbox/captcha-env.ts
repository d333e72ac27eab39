import { SANDBOX_CAPTCHA_SECRET, SANDBOX_CAPTCHA_SITE_KEY } from './captcha.ts';

/**
 * The variables that point a site's captcha (§4.13, §5) at the sandbox's stand-in: the public key
 * and widget script, inlined at build and named by the page's CSP, and the secret and verify
 * endpoint the gateway checks each response with. Used by the demo and by the end-to-end site
 * that runs with a captcha; production sets the same four names to the vendor's values.
 */
export function sandboxCaptchaEnv(sandboxUrl: string): Record<string, string> {
  return {
    NEXT_PUBLIC_CAPTCHA_SITE_KEY: SANDBOX_CAPTCHA_SITE_KEY,
    NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: `${sandboxUrl}/captcha/api.js`,
    CAPTCHA_SECRET: SANDBOX_CAPTCHA_SECRET,
    CAPTCHA_VERIFY_URL: `${sandboxUrl}/captcha/verify`,
  };
}
