// Provider answers that reach the page through the gateway lose every session credential: the
// tokens live in the HttpOnly cookie only (ARCHITECTURE "Boundaries", §3.7). An auth answer
// (§3.9, one with memberDetails) also carries the version 1 userSessionId and encryptedSessionId,
// which open the session as well (§7.5 GetMember?userSessionId=), so those go too.

const ALWAYS_REMOVED = ['sessionManagementTokens'] as const;
const REMOVED_FROM_AUTH_ANSWERS = ['userSessionId', 'encryptedSessionId'] as const;

/** Of an answer's top-level member names, those that carry a credential and must go. */
export function credentialMembers(names: readonly string[]): string[] {
  // Runs on every answer the browser gets: one pass, no set.
  const isAuthAnswer = names.includes('memberDetails');
  return names.filter(
    (name) =>
      (ALWAYS_REMOVED as readonly string[]).includes(name) ||
      (isAuthAnswer && (REMOVED_FROM_AUTH_ANSWERS as readonly string[]).includes(name)),
  );
}
