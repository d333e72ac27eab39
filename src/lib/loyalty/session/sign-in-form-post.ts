// §4.2, §5 the sign-in form posted without page JavaScript (before the form's code has loaded, or
// where it never does): the login route answers with a redirect, back to the sign-in page with one
// of these words when the sign-in failed, and the form says it in the page's language.

/** The query parameter of the sign-in page that carries why a posted sign-in failed. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

export const SIGN_IN_FORM_ERRORS = ['invalid', 'captcha', 'rate-limited', 'unavailable', 'refused'] as const;
export type SignInFormError = (typeof SIGN_IN_FORM_ERRORS)[number];

/** Why a posted sign-in failed, from the sign-in page's query; null when the query says nothing known. */
export function signInFormErrorOf(search: string): SignInFormError | null {
  const value = new URLSearchParams(search).get(SIGN_IN_ERROR_PARAM);
  return (SIGN_IN_FORM_ERRORS as readonly string[]).includes(value ?? '') ? (value as SignInFormError) : null;
}

/** The sign-in page's path with the failure's word. */
export function signInErrorPath(loginSlug: string, error: SignInFormError): string {
  return `/${loginSlug}/?${SIGN_IN_ERROR_PARAM}=${error}`;
}
