import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../lib/loyalty/session/session-cookie.ts';
import { sessionOfCookieHeader, siteSessionKeys } from '../../session/session-codec.ts';
import { createSessionRefreshSharing } from '../../session/session-refresh.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';
import { handleRefresh } from './refresh.ts';
import { answer, cookieOf, deps, post } from './session-routes-test-support.ts';

describe('member session routes (§4.1–§4.5)', () => {
  it('§4.1 refresh with no cookie: guest, and no Set-Cookie that could undo a sign-in answered meanwhile', async () => {
    const response = await handleRefresh(post('/api/member/refresh'), deps(3));
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('§4.1 refresh with an unreadable cookie: guest, cookie removed', async () => {
    const response = await handleRefresh(post('/api/member/refresh', {}, `${SESSION_COOKIE_NAME}=garbage`), deps(3));
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    // The session cookie and its hint go together.
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      SESSION_COOKIE_NAME,
      'fincher_signed_in',
    ]);
    expect(response.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('§4.1 refresh rotates the tokens into the cookie', async () => {
    const d = deps(3);
    const response = await handleRefresh(
      post('/api/member/refresh', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(d.api.refreshLogin).toHaveBeenCalledWith('R1');
    expect((await response.json()).status).toBe('member');
    expect(sessionOfCookieHeader(response.headers.get('set-cookie')?.split(';')[0], false)).toEqual({
      token: 'S2',
      refreshToken: 'R2',
      cypherVersion: 3,
    });
  });

  it('§4.1 a refresh failure logs out cleanly and removes the cookie', async () => {
    const d = deps(3, { refreshLogin: vi.fn(async () => answer({ peachCode: 401, statusCode: 401 })) });
    const response = await handleRefresh(
      post('/api/member/refresh', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});

describe('the member session routes under attack and under load', () => {
  it('item 7 §4.1: three tabs refreshing at once share one provider call and all stay signed in', async () => {
    const d = {
      ...deps(3, {
        refreshLogin: vi.fn(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return answer({
            peachCode: 0,
            statusCode: 0,
            sessionManagementTokens: { boxofficeSessionToken: 'S2', boxofficeRefreshSessionToken: 'R2' },
          });
        }),
      }),
      refreshes: createSessionRefreshSharing(createMemoryStore(), siteSessionKeys()),
    };
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    const responses = await Promise.all([1, 2, 3].map(() => handleRefresh(post('/api/member/refresh', {}, cookie), d)));
    expect(d.api.refreshLogin).toHaveBeenCalledTimes(1);
    for (const response of responses) {
      expect((await response.json()).status).toBe('member');
      expect(sessionOfCookieHeader(response.headers.get('set-cookie')?.split(';')[0], false)?.refreshToken).toBe('R2');
    }
  });

  it('item 7: a cookie that a newer refresh replaced is never cleared, even when its own refresh fails later', async () => {
    const store = createMemoryStore();
    const sharing = createSessionRefreshSharing(store, siteSessionKeys());
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    await handleRefresh(post('/api/member/refresh', {}, cookie), { ...deps(3), refreshes: sharing });
    // Minutes later the shared outcome is gone; a straggler sends the old cookie and its refresh fails.
    await store.delete(`refresh:outcome:${createHash('sha256').update('R1').digest('base64url')}`);
    const failing = deps(3, { refreshLogin: vi.fn(async () => answer({ peachCode: 401, statusCode: 401 })) });
    const late = await handleRefresh(post('/api/member/refresh', {}, cookie), { ...failing, refreshes: sharing });
    expect(late.headers.get('set-cookie')).toBeNull();
  });
});
