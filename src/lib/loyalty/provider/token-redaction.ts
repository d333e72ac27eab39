// Provider answers that reach the page through the gateway lose every session credential: the
// tokens live in the HttpOnly cookie only (ARCHITECTURE "Boundaries", §3.7). An auth answer
// (§3.9, one with memberDetails) also carries the version 1 userSessionId and encryptedSessionId,
// which open the session as well (§7.5 GetMember?userSessionId=), so those go too.
//
// The rules work on the parsed answer (JSON.parse has decoded every escape, so a name spelled
// `\u0073essionManagementTokens` is the same name), and on the text of answers that are not JSON:
// whatever format the call asked for and whatever Content-Type the provider claimed, nothing that
// names a credential leaves unredacted.

/** §3.9 token members: removed wherever they sit in an answer. */
const TOKEN_MEMBERS: ReadonlySet<string> = new Set([
  'sessionManagementTokens',
  'boxofficeSessionToken',
  'boxofficeRefreshSessionToken',
]);
/** §3.7 version 1 session ids: removed from the top level of auth answers. */
const AUTH_ANSWER_MEMBERS = ['userSessionId', 'encryptedSessionId'] as const;

/** Every credential name, lower case: what an answer that is not JSON must not mention. */
const CREDENTIAL_NAMES = [...TOKEN_MEMBERS, ...AUTH_ANSWER_MEMBERS].map((name) => name.toLowerCase());

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Removes the credentials of a parsed answer in place: the §3.9 token members at any depth, and
 * the §3.7 session ids at the top level of an auth answer (other answers keep their userSessionId:
 * the §4.8 activation chain reads it). True when anything was removed.
 */
export function removeCredentials(answer: unknown): boolean {
  let removed = false;
  if (isRecord(answer) && Object.hasOwn(answer, 'memberDetails')) {
    for (const name of AUTH_ANSWER_MEMBERS) {
      if (Object.hasOwn(answer, name)) {
        delete answer[name];
        removed = true;
      }
    }
  }
  // Iterative walk: a hostile answer may nest deeply.
  const pending: unknown[] = [answer];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const name of Object.keys(record)) {
      if (TOKEN_MEMBERS.has(name)) {
        delete record[name];
        removed = true;
      } else {
        pending.push(record[name]);
      }
    }
  }
  return removed;
}

/**
 * True when text that is not a JSON object or array (a raw or blob answer, a broken JSON text)
 * names a credential, in any letter case: such an answer is refused rather than passed on.
 */
export function mentionsCredential(text: string): boolean {
  // A JSON-like text may spell a name with \u escapes: read them as the characters they stand for.
  const lower = text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase();
  return CREDENTIAL_NAMES.some((name) => lower.includes(name));
}

/** The two rules together, as the gateway takes them. */
export const credentialRedaction = { removeFrom: removeCredentials, mentions: mentionsCredential } as const;
