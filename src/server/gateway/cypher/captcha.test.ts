import { describe, expect, it } from 'vitest';
import { handleCypherRequest } from '../handle-cypher-request.ts';
import { loginRoute, options, post, recordingUpstream } from './cypher-test-support.ts';

describe('handleCypherRequest', () => {
  it('§5 captcha: verified when a secret is configured, not checked otherwise', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const envelope = (captcha?: string) =>
      post(
        JSON.stringify({
          email: 'a@b.co',
          reqMetadata: { method: 'POST', route: loginRoute, ...(captcha ? { 'g-recaptcha-response': captcha } : {}) },
        }),
      );
    const captcha = {
      secret: 's3cret',
      verify: async (response: string, secret: string) => response === 'good' && secret === 's3cret',
    };
    expect((await handleCypherRequest(envelope(), options(fetchStub, { captcha }))).status).toBe(400);
    expect((await handleCypherRequest(envelope('bad'), options(fetchStub, { captcha }))).status).toBe(403);
    expect(calls).toHaveLength(0);
    expect((await handleCypherRequest(envelope('good'), options(fetchStub, { captcha }))).status).toBe(200);
    expect((await handleCypherRequest(envelope(), options(fetchStub))).status).toBe(200);
  });
});
