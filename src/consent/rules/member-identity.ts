import { MARKETING_LOGIN_EVENT } from './tracking-constants.ts';

// §3.15, §4.12: the marketing tracker learns a SHA-256 of the member id, never the id itself.

export interface MarketingIdentity {
  readonly memberId: { readonly id: string; readonly hashed: true };
}

export interface MarketingLoginEvent {
  readonly name: typeof MARKETING_LOGIN_EVENT;
  readonly properties: { readonly loginDateTime: string };
}

/** SHA-256 of the member id (trimmed; ids are case-sensitive), lowercase hex. Web Crypto: browsers and Node alike. */
export async function hashMemberId(memberId: string): Promise<string> {
  const id = memberId.trim();
  if (!id) throw new Error('a member id is required');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function marketingIdentity(memberId: string): Promise<MarketingIdentity> {
  return { memberId: { id: await hashMemberId(memberId), hashed: true } };
}

export function marketingLoginEvent(loginAt: Date): MarketingLoginEvent {
  return { name: MARKETING_LOGIN_EVENT, properties: { loginDateTime: loginAt.toISOString() } };
}
