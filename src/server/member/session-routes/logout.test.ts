import { describe, expect, it } from 'vitest';
import { handleLogout } from './logout.ts';
import { cookieOf, deps, post } from './session-routes-test-support.ts';

describe('member session routes (§4.1–§4.5)', () => {
  it('§4.3 logout calls the provider and removes the cookie', async () => {
    const d = deps(3);
    const response = await handleLogout(
      post('/api/member/logout', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(d.api.logout).toHaveBeenCalledWith({ token: 'S1', refreshToken: 'R1' });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
