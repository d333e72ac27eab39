// §4.2, §5 the sign-in form posted without page JavaScript: a failed sign-in redirects back to the sign-in page with
// one of these words, which the form says in the page's language.

import { AFTER_SIGN_IN_PARAM, safeSitePath } from '../../links/after-sign-in.ts';

/** The query parameter of the sign-in page that carries why a posted sign-in failed. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

export const SIGN_IN_FORM_ERRORS = ['invalid', 'captcha', 'rate-limited', 'unavailable', 'refused'] as const;
export type SignInFormError = (typeof SIGN_IN_FORM_ERRORS)[number];

/** Why a posted sign-in failed, from the sign-in page's query; null when the query says nothing known. */
export function signInFormErrorOf(search: string): SignInFormError | null {
  const value = new URLSearchParams(search).get(SIGN_IN_ERROR_PARAM);
  return (SIGN_IN_FORM_ERRORS as readonly string[]).includes(value ?? '') ? (value as SignInFormError) : null;
}

/** Shown by CSS alone (:target), so that a page without JavaScript says why too. */
export const signInErrorAnchor = (error: SignInFormError): string => `sign-in-error-${error}`;

/** The sign-in page's path with the failure's word, the page to come back to and the message's anchor. */
export function signInErrorPath(loginSlug: string, error: SignInFormError, returnPath: string | null = null): string {
  const query = new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: error });
  if (returnPath) query.set(AFTER_SIGN_IN_PARAM, returnPath);
  return `/${loginSlug}/?${query.toString()}#${signInErrorAnchor(error)}`;
}

/** The form has no script to copy the page to come back to, so it is read from the same-origin Referer. */
export function returnPathOfFormPost(referer: string | null, origin: string, loginSlug: string): string | null {
  if (!referer) return null;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return null;
  }
  if (page.origin !== origin) return null;
  return safeSitePath(page.searchParams.get(AFTER_SIGN_IN_PARAM), loginSlug);
}
