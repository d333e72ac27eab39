// Provider answers that reach the page through the gateway lose every session credential: the
// tokens live in the HttpOnly cookie only (ARCHITECTURE "Boundaries", §3.7). An auth answer
// (§3.9, one with memberDetails) also carries the version 1 userSessionId and encryptedSessionId,
// which open the session as well (§7.5 GetMember?userSessionId=), so those go too.

const ALWAYS_REMOVED = ['sessionManagementTokens'] as const;
const REMOVED_FROM_AUTH_ANSWERS = ['userSessionId', 'encryptedSessionId'] as const;

export function redactProviderTokens<Body extends object>(body: Body): Body {
  if (Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ALWAYS_REMOVED) delete copy[key];
  if ('memberDetails' in copy) for (const key of REMOVED_FROM_AUTH_ANSWERS) delete copy[key];
  return copy as Body;
}
