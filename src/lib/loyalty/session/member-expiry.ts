import { NO_EXPIRY_PLACEHOLDER } from '../provider/expiry-placeholder.ts';

/** §4.4: expired when memberExpiry is set, is not the placeholder, and lies in the past. */
export function isMemberExpired(member: { readonly memberExpiry: string | null }, now: Date = new Date()): boolean {
  if (member.memberExpiry === null || member.memberExpiry === NO_EXPIRY_PLACEHOLDER) return false;
  const expiry = Date.parse(member.memberExpiry);
  return Number.isFinite(expiry) && expiry < now.getTime();
}
