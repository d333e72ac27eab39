// §4.1, §3.7 beside the HttpOnly session cookie, and with its lifetime: a cookie page JavaScript
// may read, holding no token and nothing about the member ("1"), only that this browser has a
// session to check. A visitor without it is a guest at once: the page skips the check call (and
// the code that reads its answer). Read on every page, so this module imports nothing.

export const SESSION_HINT_COOKIE_NAME = 'fincher_signed_in';

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE_NAME}=1(?:;|$)`);

/** Whether a Cookie header (or document.cookie) holds the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return HINT.test(cookies);
}
