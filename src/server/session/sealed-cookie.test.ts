import { describe, expect, it } from 'vitest';
import {
  generateSessionKey,
  sealCookieValue,
  sessionCookieName,
  SessionKeyError,
  sessionKeysFromEnv,
  unsealCookieValue,
} from './sealed-cookie.ts';

// The session cookie is sealed with a server key (not plain readable JSON of the
// tokens) and named __Host- under https.

const keys = sessionKeysFromEnv({ SESSION_COOKIE_KEYS: generateSessionKey() });
const session = JSON.stringify({ token: 'S-secret-token', refreshToken: 'R-secret-token', cypherVersion: 3 });

describe('sealed session cookie', () => {
  it('the value shows nothing of the session and opens to it with the key', () => {
    const sealed = sealCookieValue(session, 'fincher_member_session', keys);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('secret');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('secret');
    expect(unsealCookieValue(sealed, 'fincher_member_session', keys)).toBe(session);
    // Two seals of one session differ (random IV).
    expect(sealCookieValue(session, 'fincher_member_session', keys)).not.toBe(sealed);
  });

  it('refuses an altered value, another key, another cookie name, the old plain format and garbage', () => {
    const sealed = sealCookieValue(session, 'fincher_member_session', keys);
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(unsealCookieValue(flipped, 'fincher_member_session', keys)).toBeNull();
    const other = sessionKeysFromEnv({ SESSION_COOKIE_KEYS: generateSessionKey() });
    expect(unsealCookieValue(sealed, 'fincher_member_session', other)).toBeNull();
    expect(unsealCookieValue(sealed, 'other_cookie', keys)).toBeNull();
    expect(unsealCookieValue(Buffer.from(session).toString('base64url'), 'fincher_member_session', keys)).toBeNull();
    for (const junk of ['', 'v1.', 'v1.!!', 'v1.AAAA', `v1.${'A'.repeat(9000)}`, undefined, null])
      expect(unsealCookieValue(junk, 'fincher_member_session', keys)).toBeNull();
  });

  it('rotation: the first key seals, every listed key opens', () => {
    const oldKey = generateSessionKey();
    const before = sealCookieValue(session, 'c', sessionKeysFromEnv({ SESSION_COOKIE_KEYS: oldKey }));
    const rotated = sessionKeysFromEnv({ SESSION_COOKIE_KEYS: `${generateSessionKey()},${oldKey}` });
    expect(unsealCookieValue(before, 'c', rotated)).toBe(session);
  });

  it('the key comes from the environment: missing or short keys stop the server with a clear message', () => {
    expect(() => sessionKeysFromEnv({})).toThrow(SessionKeyError);
    expect(() => sessionKeysFromEnv({ SESSION_COOKIE_KEYS: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('__Host- prefix under https only', () => {
    expect(sessionCookieName('fincher_member_session', true)).toBe('__Host-fincher_member_session');
    expect(sessionCookieName('fincher_member_session', false)).toBe('fincher_member_session');
  });
});
