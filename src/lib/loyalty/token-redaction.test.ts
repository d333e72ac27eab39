import { describe, expect, it } from 'vitest';
import { redactProviderTokens } from './token-redaction.ts';

describe('token redaction of gateway answers (§3.7, ARCHITECTURE Boundaries)', () => {
  it('removes the §3.9 sessionManagementTokens and the v1 session ids of auth answers', () => {
    const answer = {
      peachCode: 0,
      userSessionId: 'U',
      encryptedSessionId: 'E',
      memberDetails: { firstName: 'A' },
      sessionManagementTokens: { boxofficeSessionToken: 't', boxofficeRefreshSessionToken: 'r' },
    };
    expect(redactProviderTokens(answer)).toEqual({ peachCode: 0, memberDetails: { firstName: 'A' } });
  });

  it('keeps the userSessionId of non-auth answers (§4.8 activation chain reads it)', () => {
    expect(redactProviderTokens({ peachCode: 0, userSessionId: 'ACT-1' })).toEqual({ peachCode: 0, userSessionId: 'ACT-1' });
  });
});
