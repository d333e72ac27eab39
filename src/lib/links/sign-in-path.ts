// §4.2 the sign-in page asked to come back to a page afterwards (the rules of what is accepted are
// in after-sign-in.ts). Alone in its module: every movie page's watchlist invitation uses it, and
// the rest of those rules would only add to that page's first-load JavaScript.

/** The sign-in page's query parameter naming the page to come back to. */
export const AFTER_SIGN_IN_PARAM = 'from';

/** The sign-in page, asked to come back to `returnPath` afterwards. */
export function signInPathFrom(loginSlug: string, returnPath: string): string {
  return `/${loginSlug}/?${AFTER_SIGN_IN_PARAM}=${encodeURIComponent(returnPath)}`;
}
