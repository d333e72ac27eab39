import { describe, expect, it, vi } from 'vitest';
import { parseHandoffCheckAnswer, parseSessionAnswer } from '../../lib/loyalty/session/session-answer.ts';
import {
  handleHandoffCheck,
  handleHandoffRedirect,
  handleLogin,
  handleLogout,
  handleRefresh,
  handleTokenLogin,
  type MemberHandlerDeps,
} from './member-handlers.ts';
import { answer, cookieOf, deps, formPost, post } from './session-routes/session-routes-test-support.ts';

// What holds across the session routes, through the entry the route files import; each route's own
// tests sit beside it in session-routes/.

describe('member session routes (§4.1–§4.5)', () => {
  it('every answer to the page parses with the schema the page reads it with (session-answer.ts)', async () => {
    const session = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    const refused = deps(3, { login: vi.fn(async () => answer({ peachCode: 31 })) });
    const answers = [
      await handleLogin(post('/api/member/login', { email: 'jane@example.com', password: 'x' }), deps(3)),
      await handleLogin(post('/api/member/login', { email: 'jane@example.com', password: 'x' }), refused),
      await handleRefresh(post('/api/member/refresh', {}, session), deps(3)),
      await handleRefresh(post('/api/member/refresh'), deps(3)),
      await handleLogout(post('/api/member/logout', {}, session), deps(3)),
    ];
    const statuses = [];
    for (const response of answers) statuses.push(parseSessionAnswer(await response.json())?.status);
    expect(statuses).toEqual(['member', 'guest', 'member', 'guest', 'guest']);
    const valid = await handleHandoffCheck(post('/api/member/handoff/check?return=%2Fa', {}, session), deps(3));
    expect(parseHandoffCheckAnswer(await valid.json())).toEqual({ valid: true });
  });
});

describe('§1, §3.3 a site without a loyalty programme has no member routes', () => {
  it('answers 404 to every session route and calls no provider', async () => {
    const d = deps(1);
    const none: MemberHandlerDeps = { ...d, loyalty: { ...d.loyalty, provider: 'NONE' } };
    const calls = [
      handleLogin(post('/api/member/login', { email: 'a@b.c', password: 'x' }), none),
      handleLogin(formPost({ email: 'a@b.c', password: 'x' }, { origin: 'http://site.example' }), none),
      handleRefresh(post('/api/member/refresh'), none),
      handleLogout(post('/api/member/logout'), none),
      handleHandoffCheck(post('/api/member/handoff?return=%2Faccount'), none),
      handleHandoffRedirect(new Request('http://site.example/api/member/handoff?return=%2Faccount'), none),
      handleTokenLogin(new Request('http://site.example/api/member/token-login?to=%2F&token=T'), none),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect(d.api.login).not.toHaveBeenCalled();
    expect(d.api.getMember).not.toHaveBeenCalled();
    expect(d.api.logout).not.toHaveBeenCalled();
  });
});
