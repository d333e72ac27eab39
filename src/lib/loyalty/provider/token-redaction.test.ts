import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionsCredential, removeCredentials } from './token-redaction.ts';

function redacted(answer: object): { removed: boolean; answer: object } {
  const copy = structuredClone(answer);
  return { removed: removeCredentials(copy), answer: copy };
}

describe('token redaction of gateway answers (§3.7, §3.9, ARCHITECTURE Boundaries)', () => {
  it('removes the §3.9 sessionManagementTokens and the v1 session ids of auth answers', () => {
    expect(
      redacted({
        peachCode: 0,
        userSessionId: 'U',
        encryptedSessionId: 'E',
        memberDetails: { firstName: 'Zoé' },
        sessionManagementTokens: { boxofficeSessionToken: 's', boxofficeRefreshSessionToken: 'r' },
      }),
    ).toEqual({ removed: true, answer: { peachCode: 0, memberDetails: { firstName: 'Zoé' } } });
  });

  it('keeps the userSessionId of non-auth answers (§4.8 activation chain reads it)', () => {
    expect(redacted({ peachCode: 0, userSessionId: 'U' })).toEqual({
      removed: false,
      answer: { peachCode: 0, userSessionId: 'U' },
    });
  });

  it('§3.9 token members go wherever they sit: nested, in arrays, alone', () => {
    expect(
      redacted({
        data: { sessionManagementTokens: { boxofficeSessionToken: 's' } },
        list: [{ boxofficeRefreshSessionToken: 'r', keep: 1 }],
      }),
    ).toEqual({ removed: true, answer: { data: {}, list: [{ keep: 1 }] } });
    expect(redacted([{ boxofficeSessionToken: 's' }])).toEqual({ removed: true, answer: [{}] });
  });

  it('names nothing in an answer that carries no credential', () => {
    expect(redacted({ peachCode: 0, statusCode: 0, memberDetails: {} }).removed).toBe(false);
    expect(redacted({}).removed).toBe(false);
  });

  it('no token survives in any generated answer that hides tokens among other members', () => {
    const tokenKey = fc.constantFrom(
      'sessionManagementTokens',
      'boxofficeSessionToken',
      'boxofficeRefreshSessionToken',
    );
    const withTokens = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.string(), tokenKey), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(withTokens, (value) => {
        if (typeof value !== 'object' || value === null) return;
        const copy = structuredClone(value);
        removeCredentials(copy);
        expect(JSON.stringify(copy)).not.toMatch(
          /"(sessionManagementTokens|boxofficeSessionToken|boxofficeRefreshSessionToken)":/,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('text that is not a JSON container: any mention of a credential, any case, \\u escapes read', () => {
    expect(mentionsCredential('aaa.bbb.ccc')).toBe(false);
    expect(mentionsCredential('token=x; SESSIONMANAGEMENTTOKENS')).toBe(true);
    expect(mentionsCredential('{"peachCode":0,"boxofficeSessionToken":"s"')).toBe(true);
    expect(mentionsCredential('"\\u0075serSessionId"')).toBe(true);
    expect(mentionsCredential('encryptedSessionId=1')).toBe(true);
  });
});
