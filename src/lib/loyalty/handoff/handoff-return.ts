// §4.5, §7.10: "return" is appended to ticketingUrl, so anything that could leave the ticketing site's paths (a
// protocol-relative start, "@" user-info, control characters) is refused.

import { RETURN_PARAM } from './handoff-param.ts';

const MAX_RETURN_LENGTH = 1024;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[@\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  // Dot segments are resolved as a browser would, so that the hand-off stays under {ticketingUrl} (§7.10).
  const resolved = new URL(value, 'https://ticketing.invalid');
  if (resolved.origin !== 'https://ticketing.invalid') return null;
  // Resolving can make "//" of a harmless path ("/.//x"): never a protocol-relative return.
  if (resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** §4.5 step 2: /{loginSlug}/ with the page's query string kept. */
export function loginRedirectPath(loginSlug: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `/${loginSlug}/${query ? `?${query}` : ''}`;
}

/** §7.10: the query parameter that names the ticketing path to return to. */
export { RETURN_PARAM };

export const HANDOFF_ENDPOINT = '/api/member/handoff';
export const HANDOFF_CHECK_ENDPOINT = '/api/member/handoff/check';

export type HandoffPlan =
  { readonly kind: 'none' } | { readonly kind: 'handoff'; readonly delayMs: number; readonly endpoint: string };

/** §4.5: version 1 shows the §2.4 overlay and redirects after 5 s; version 3 submits the form at once. */
export function planHandoff(input: {
  readonly loggedIn: boolean;
  readonly hasTicketing: boolean;
  readonly version: 1 | 3;
  readonly search: string;
  readonly delayMs: number;
}): HandoffPlan {
  const params = new URLSearchParams(input.search);
  if (!input.loggedIn || !input.hasTicketing || safeReturnPath(params.get(RETURN_PARAM)) === null)
    return { kind: 'none' };
  const query = params.toString();
  return {
    kind: 'handoff',
    delayMs: input.version === 1 ? input.delayMs : 0,
    endpoint: `${HANDOFF_ENDPOINT}?${query}`,
  };
}
