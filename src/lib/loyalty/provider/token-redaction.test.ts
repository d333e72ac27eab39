import { describe, expect, it } from 'vitest';
import { credentialMembers } from './token-redaction.ts';

describe('token redaction of gateway answers (§3.7, ARCHITECTURE Boundaries)', () => {
  it('removes the §3.9 sessionManagementTokens and the v1 session ids of auth answers', () => {
    expect(
      credentialMembers([
        'peachCode',
        'userSessionId',
        'encryptedSessionId',
        'memberDetails',
        'sessionManagementTokens',
      ]).sort(),
    ).toEqual(['encryptedSessionId', 'sessionManagementTokens', 'userSessionId']);
  });

  it('keeps the userSessionId of non-auth answers (§4.8 activation chain reads it)', () => {
    expect(credentialMembers(['peachCode', 'userSessionId'])).toEqual([]);
  });

  it('names nothing in an answer that carries no credential', () => {
    expect(credentialMembers(['peachCode', 'statusCode', 'memberDetails'])).toEqual([]);
    expect(credentialMembers([])).toEqual([]);
  });
});
