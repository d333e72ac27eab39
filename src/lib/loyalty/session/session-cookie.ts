import { z } from 'zod';
import type { ApiVersion } from '../loyalty-constants.ts';
import { SESSION_HINT_COOKIE_NAME } from './session-hint.ts';

// §3.7 member session in an HttpOnly cookie; parsed with zod, as a cookie sent back is input like any other.

export const SESSION_COOKIE_NAME = 'fincher_member_session';

export interface MemberSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly cypherVersion: ApiVersion;
  /** Version 1 only. */
  readonly userSessionId?: string;
  readonly memberId?: string;
  readonly encryptedSessionId?: string;
}

const tokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,2048}$/);

const sessionCookieSchema = z.object({
  token: tokenSchema,
  refreshToken: tokenSchema,
  cypherVersion: z.union([z.literal(1), z.literal(3)]),
  userSessionId: z.string().max(512).optional(),
  memberId: z.string().max(128).optional(),
  encryptedSessionId: z.string().max(1024).optional(),
});

export function encodeSessionCookie(session: MemberSession): string {
  return Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
}

export function decodeSessionCookie(value: string | undefined | null): MemberSession | null {
  if (!value || value.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = sessionCookieSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const { userSessionId, memberId, encryptedSessionId, ...base } = parsed.data;
    return {
      ...base,
      ...(userSessionId !== undefined ? { userSessionId } : {}),
      ...(memberId !== undefined ? { memberId } : {}),
      ...(encryptedSessionId !== undefined ? { encryptedSessionId } : {}),
    };
  } catch {
    return null;
  }
}

export interface SessionCookieContext {
  readonly secure: boolean;
  /** Embedding mode (e.g. tapos_embedded): the site runs in a third-party frame. */
  readonly embedded: boolean;
}

export interface CookieAttributes {
  readonly httpOnly: true;
  readonly secure: boolean;
  readonly sameSite: 'lax' | 'none';
  readonly partitioned: boolean;
  readonly path: '/';
  /** Seconds; absent for a browser-session cookie (§4.4). */
  readonly maxAge?: number;
}

/** In embedding mode SameSite=None with Partitioned (CHIPS), which browsers accept only with Secure. */
export function sessionCookieAttributes(context: SessionCookieContext, maxAgeSeconds: number | null): CookieAttributes {
  const base = context.embedded
    ? { httpOnly: true as const, secure: true, sameSite: 'none' as const, partitioned: true, path: '/' as const }
    : {
        httpOnly: true as const,
        secure: context.secure,
        sameSite: 'lax' as const,
        partitioned: false,
        path: '/' as const,
      };
  return maxAgeSeconds === null ? base : { ...base, maxAge: maxAgeSeconds };
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite === 'lax' ? 'Lax' : 'None'}`,
  ];
  if (attributes.secure) parts.push('Secure');
  if (attributes.partitioned) parts.push('Partitioned');
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${attributes.maxAge}`);
  return parts.join('; ');
}

/** The hint cookie (SESSION_HINT_COOKIE_NAME) with the session cookie's attributes, readable by the page. */
export function serializeSessionHint(attributes: CookieAttributes): string {
  return serializeCookie(SESSION_HINT_COOKIE_NAME, '1', attributes).replace('; HttpOnly', '');
}

export function serializeSessionHintRemoval(context: SessionCookieContext): string {
  return serializeSessionHint({ ...sessionCookieAttributes(context, 0), maxAge: 0 });
}

/** Removes the cookie: same name, path and partition, expired. */
export function serializeCookieRemoval(name: string, context: SessionCookieContext): string {
  return serializeCookie(name, '', { ...sessionCookieAttributes(context, 0), maxAge: 0 });
}

/** The value of one cookie in a Cookie request header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
