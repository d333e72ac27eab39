import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

// The session cookie is sealed (AES-256-GCM under a server key), so it is neither readable nor
// forgeable; its name is bound in as associated data, so a value cannot move to another cookie.
// Rotation: add the new key first, drop the old one once its cookies have expired.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SessionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionKeyError';
  }
}

/** A key: 32 bytes in base64 or base64url (`openssl rand -base64 32`). */
const keySchema = z
  .string()
  .trim()
  .transform((text) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'))
  .refine((key) => key.length === 32, '32 bytes in base64 (openssl rand -base64 32)');

export const sessionKeyEnvSchema = z.object({
  /** Comma-separated keys; the first seals new cookies, every one opens them. */
  SESSION_COOKIE_KEYS: z
    .string()
    .min(1, 'set SESSION_COOKIE_KEYS (openssl rand -base64 32)')
    .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
    .pipe(z.array(keySchema).min(1)),
});

export interface SessionKeys {
  readonly keys: readonly Buffer[];
}

export function sessionKeysFromEnv(env: Readonly<Record<string, string | undefined>>): SessionKeys {
  const parsed = sessionKeyEnvSchema.safeParse({ SESSION_COOKIE_KEYS: env.SESSION_COOKIE_KEYS ?? '' });
  if (!parsed.success) {
    throw new SessionKeyError(
      `Invalid SESSION_COOKIE_KEYS: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return { keys: parsed.data.SESSION_COOKIE_KEYS };
}

/** A fresh random key, base64: what the demo and the tests use. */
export function generateSessionKey(): string {
  return randomBytes(32).toString('base64');
}

/** Seals `plaintext` for the cookie named `name`: "v1.{base64url(iv | ciphertext | tag)}". */
export function sealCookieValue(plaintext: string, name: string, { keys }: SessionKeys): string {
  const key = keys[0];
  if (!key) throw new SessionKeyError('no session key');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/** The plaintext of a sealed value, or null for anything that is not one of ours, untouched. */
export function unsealCookieValue(
  value: string | undefined | null,
  name: string,
  { keys }: SessionKeys,
): string | null {
  if (!value || value.length > 8192 || !value.startsWith(`${VERSION}.`)) return null;
  const body = value.slice(VERSION.length + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const ciphertext = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(name, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      // Not this key (or altered): try the next.
    }
  }
  return null;
}

/** `__Host-` under https, so the browser insists on Secure, Path=/ and no Domain: no subdomain can shadow it. */
export function sessionCookieName(baseName: string, secure: boolean): string {
  return secure ? `__Host-${baseName}` : baseName;
}
