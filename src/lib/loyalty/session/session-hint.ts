// §4.1, §3.7: a readable cookie beside the HttpOnly one, saying only that there is a session to check, so that a
// visitor without it is a guest at once. Read on every page, so this module imports nothing.

export const SESSION_HINT_COOKIE_NAME = 'fincher_signed_in';

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE_NAME}=1(?:;|$)`);

/** Whether a Cookie header (or document.cookie) holds the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return HINT.test(cookies);
}
