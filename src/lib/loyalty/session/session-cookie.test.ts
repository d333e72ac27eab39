import { describe, expect, it } from 'vitest';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  readCookie,
  serializeCookie,
  serializeCookieRemoval,
  sessionCookieAttributes,
} from './session-cookie.ts';

describe('session cookie (§3.7, §4.4)', () => {
  it('§3.7 round-trips the v1 and v3 session fields', () => {
    const v1 = {
      token: 'a.b-c',
      refreshToken: 'r_1',
      cypherVersion: 1 as const,
      userSessionId: 'U1',
      memberId: '100001',
      encryptedSessionId: 'e',
    };
    expect(decodeSessionCookie(encodeSessionCookie(v1))).toEqual(v1);
    const v3 = { token: 't', refreshToken: 'r', cypherVersion: 3 as const };
    expect(decodeSessionCookie(encodeSessionCookie(v3))).toEqual(v3);
  });

  it('refuses anything that is not a session', () => {
    expect(decodeSessionCookie(undefined)).toBeNull();
    expect(decodeSessionCookie('')).toBeNull();
    expect(decodeSessionCookie('not base64!')).toBeNull();
    expect(decodeSessionCookie(Buffer.from('{"token":"x"}').toString('base64url'))).toBeNull();
    expect(
      decodeSessionCookie(Buffer.from('{"token":"x\\ny","refreshToken":"r","cypherVersion":1}').toString('base64url')),
    ).toBeNull();
    expect(
      decodeSessionCookie(Buffer.from('{"token":"x","refreshToken":"r","cypherVersion":2}').toString('base64url')),
    ).toBeNull();
  });

  it('HttpOnly, SameSite=Lax, Secure under HTTPS only', () => {
    expect(serializeCookie('s', 'v', sessionCookieAttributes({ secure: false, embedded: false }, 3600))).toBe(
      's=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600',
    );
    expect(serializeCookie('s', 'v', sessionCookieAttributes({ secure: true, embedded: false }, 3600))).toBe(
      's=v; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=3600',
    );
  });

  it('embedding mode: SameSite=None with Partitioned (and Secure, which both require)', () => {
    expect(serializeCookie('s', 'v', sessionCookieAttributes({ secure: false, embedded: true }, 60))).toBe(
      's=v; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=60',
    );
  });

  it('§4.4 no lifetime gives a browser-session cookie (no Max-Age, no Expires)', () => {
    const header = serializeCookie('s', 'v', sessionCookieAttributes({ secure: false, embedded: false }, null));
    expect(header).not.toMatch(/Max-Age|Expires/);
  });

  it('§4.1 removal expires the cookie at once', () => {
    expect(serializeCookieRemoval('s', { secure: false, embedded: false })).toBe(
      's=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; s=xyz; b=2', 's')).toBe('xyz');
    expect(readCookie('a=1', 's')).toBeUndefined();
    expect(readCookie(null, 's')).toBeUndefined();
  });
});
