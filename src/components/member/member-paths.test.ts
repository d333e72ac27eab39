import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_PAGE_PATH } from '@/lib/loyalty/member/password-reset.ts';
import { RESET_PASSWORD_PATH } from './member-paths.ts';

describe('member area routes (§2.8)', () => {
  it('the reset page the gateway names is the member area’s reset route (§2.5)', () => {
    expect(RESET_PASSWORD_PAGE_PATH).toBe(RESET_PASSWORD_PATH);
  });
});
