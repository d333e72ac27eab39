// Answers that reach the page lose every session credential: tokens live in the HttpOnly cookie only (§3.7).
// An auth answer's version 1 session ids open the session too (§7.5 GetMember?userSessionId=), so they go.
// Parsed answers are redacted after JSON.parse has decoded every escape; a text that is not JSON and names a
// credential is refused, whatever format or Content-Type it came with.

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

/** In place; true when anything went. Non-auth answers keep userSessionId: the §4.8 activation chain reads it. */
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

/** A text that is not JSON (raw, blob, broken) names a credential in any letter case. */
export function mentionsCredential(text: string): boolean {
  // A JSON-like text may spell a name with \u escapes: read them as the characters they stand for.
  const lower = text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase();
  return CREDENTIAL_NAMES.some((name) => lower.includes(name));
}

export const credentialRedaction = { removeFrom: removeCredentials, mentions: mentionsCredential } as const;
