import {
  decodeSessionCookie,
  encodeSessionCookie,
  readCookie,
  SESSION_COOKIE_NAME,
  type MemberSession,
} from '../../lib/loyalty/session/session-cookie.ts';
import {
  generateSessionKey,
  sealCookieValue,
  sessionCookieName,
  sessionKeysFromEnv,
  unsealCookieValue,
  type SessionKeys,
} from './sealed-cookie.ts';
import { siteLog } from '../log/logger.ts';

// The §3.7 session sealed under the server's key, named __Host-… wherever Secure (https, or an embedding
// mode's SameSite=None); only that name is read, so a sibling subdomain's plain cookie is ignored.

let keys: SessionKeys | undefined;

/** SESSION_COOKIE_KEYS of this process; without it (development), a per-process key and a warning. */
export function siteSessionKeys(env: Record<string, string | undefined> = process.env): SessionKeys {
  if (!keys) {
    if (!env.SESSION_COOKIE_KEYS) {
      env.SESSION_COOKIE_KEYS = generateSessionKey();
      siteLog().warn(
        'session.ephemeral_key',
        'SESSION_COOKIE_KEYS is not set: a key was made for this process (sessions end at restart; set it, e.g. openssl rand -base64 32)',
      );
    }
    keys = sessionKeysFromEnv(env);
  }
  return keys;
}

export function sessionCookieNameFor(secure: boolean): string {
  return sessionCookieName(SESSION_COOKIE_NAME, secure);
}

export function sealSession(
  session: MemberSession,
  secure: boolean,
  sessionKeys: SessionKeys = siteSessionKeys(),
): string {
  return sealCookieValue(encodeSessionCookie(session), sessionCookieNameFor(secure), sessionKeys);
}

/** The session of a request's Cookie header, or null (no cookie, another name, altered, not ours). */
export function sessionOfCookieHeader(
  header: string | null | undefined,
  secure: boolean,
  sessionKeys: SessionKeys = siteSessionKeys(),
): MemberSession | null {
  const name = sessionCookieNameFor(secure);
  return decodeSessionCookie(unsealCookieValue(readCookie(header, name), name, sessionKeys));
}

/** Whether the request carries a session cookie at all (readable or not). */
export function hasSessionCookie(header: string | null | undefined, secure: boolean): boolean {
  return readCookie(header, sessionCookieNameFor(secure)) !== undefined;
}
