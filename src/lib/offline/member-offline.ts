// The only member data a device keeps for offline use (issue: card and e-tickets in a basement):
// one cache of its own, written after a sign-in and deleted at sign-out or when the session ends.

/** Not versioned by build: a new build must not take the member's card away mid-evening. */
export const MEMBER_OFFLINE_CACHE = 'fincher-member-offline';

/** Sign-out (§4.1); the service worker deletes the member's cache when it sees this request. */
export const SIGN_OUT_PATH = '/api/member/logout';
