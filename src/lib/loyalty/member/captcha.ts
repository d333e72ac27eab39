import { CAPTCHA_FIELD } from '../provider/provider-constants.ts';

/** §5: the widget writes its response under the name the provider reads (§7.1), which forms never spell. */
export function captchaResponseOf(form: FormData): string | undefined {
  const value = form.get(CAPTCHA_FIELD);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Dispatched when a form's submission goes out: what it carried, a captcha response included, is spent then. */
export const SUBMISSION_SENT_EVENT = 'fincher:submission-sent';

/** The form field a captcha widget writes its response into (the name the provider reads, §7.1). */
export const CAPTCHA_FORM_FIELD = CAPTCHA_FIELD;
