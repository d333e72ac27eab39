import { CAPTCHA_FIELD } from '../provider/provider-constants.ts';

/**
 * §5 Captcha: sent with login and with the gift card balance check. A captcha widget, when the
 * site has one, writes its response into a field of the form it sits in, under the name the
 * provider reads in reqMetadata (§7.1); the form hands its data here and never spells that name.
 */
export function captchaResponseOf(form: FormData): string | undefined {
  const value = form.get(CAPTCHA_FIELD);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Dispatched on a member form when its submission goes out (its fields passed the form's checks):
 * what it carried, a captcha response included, is spent then, and only then.
 */
export const SUBMISSION_SENT_EVENT = 'fincher:submission-sent';

/** The form field a captcha widget writes its response into (the name the provider reads, §7.1). */
export const CAPTCHA_FORM_FIELD = CAPTCHA_FIELD;
