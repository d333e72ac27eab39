// Provider answers that reach the page through the gateway lose every session credential: the
// tokens live in the HttpOnly cookie only (ARCHITECTURE "Boundaries", §3.7). An auth answer
// (§3.9, one with memberDetails) also carries the version 1 userSessionId and encryptedSessionId,
// which open the session as well (§7.5 GetMember?userSessionId=), so those go too.

const ALWAYS_REMOVED = ['sessionManagementTokens'] as const;
const REMOVED_FROM_AUTH_ANSWERS = ['userSessionId', 'encryptedSessionId'] as const;

/** Of an answer's top-level member names, those that carry a credential and must go. */
export function credentialMembers(names: readonly string[]): string[] {
  const present = new Set(names);
  const removed: string[] = ALWAYS_REMOVED.filter((name) => present.has(name));
  if (present.has('memberDetails')) removed.push(...REMOVED_FROM_AUTH_ANSWERS.filter((name) => present.has(name)));
  return removed;
}
