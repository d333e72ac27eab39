import type { CaptchaVerification } from './gateway-options.ts';

const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * §5 why a captcha response is refused: none given, or the vendor did not verify it (a verification
 * that fails to answer counts as not verified); null when it passes.
 */
export async function captchaRefusal(
  captcha: CaptchaVerification,
  response: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<'captcha_required' | 'captcha_failed' | null> {
  if (!response) return 'captcha_required';
  const passed = await verifyCaptcha(captcha, response, fetchImpl).catch(() => false);
  return passed ? null : 'captcha_failed';
}

async function verifyCaptcha(
  captcha: CaptchaVerification,
  response: string,
  fetchImpl: typeof fetch,
): Promise<boolean> {
  if (captcha.verify) return captcha.verify(response, captcha.secret);
  const verification = await fetchImpl(captcha.verifyUrl ?? DEFAULT_CAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: captcha.secret, response }),
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  });
  if (!verification.ok) return false;
  const result: unknown = await verification.json();
  return typeof result === 'object' && result !== null && 'success' in result && result.success === true;
}
