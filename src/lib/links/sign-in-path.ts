// §4.2. Alone in its module, so every movie page's first-load JavaScript goes without after-sign-in.ts.

export const AFTER_SIGN_IN_PARAM = 'from';

/** The sign-in page, asked to come back to `returnPath` afterwards. */
export function signInPathFrom(loginSlug: string, returnPath: string): string {
  return `/${loginSlug}/?${AFTER_SIGN_IN_PARAM}=${encodeURIComponent(returnPath)}`;
}
