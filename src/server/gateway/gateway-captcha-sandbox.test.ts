import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { SANDBOX_CAPTCHA_SECRET, SANDBOX_CAPTCHA_SITE_KEY } from '../../../sandbox/captcha.ts';
import { CypherGatewayError } from '../../lib/loyalty/provider/envelope-client.ts';
import type { LoyaltySiteContext } from '../../lib/loyalty/loyalty-config.ts';
import type { GatewayOptions } from './handle-cypher-request.ts';
import { apiThroughGateway, startTestSandbox } from './gateway-test-support.ts';

// §4.13, §5 bot protection end to end on the server side: the sandbox's captcha issues a token the
// way its widget does, the gateway verifies it at the sandbox's verify endpoint (CAPTCHA_VERIFY_URL),
// and sign-in reaches the provider only with a good, unused token.

let sandbox: RunningSandbox;
let cleanup: () => Promise<void>;
let gateway: GatewayOptions;

const RTS: LoyaltySiteContext = { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 };
const MEMBER = { email: 'claire.dubois@example.fr', password: 'Popcorn2026' };

beforeAll(async () => {
  ({ sandbox, cleanup } = await startTestSandbox());
  gateway = {
    providerApiUrl: sandbox.url,
    timeoutMs: 5000,
    inFlight: { active: 0 },
    captcha: { secret: SANDBOX_CAPTCHA_SECRET, verifyUrl: `${sandbox.url}/captcha/verify` },
  };
});
afterAll(async () => cleanup());

/** What the widget does when the visitor ticks its box. */
async function tick(siteKey = SANDBOX_CAPTCHA_SITE_KEY): Promise<string> {
  const answer = await fetch(`${sandbox.url}/captcha/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sitekey: siteKey }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const logins = () => sandbox.requestLog.filter((line) => line.includes('Login')).length;

describe('§5 captcha with sign-in, through the gateway and the sandbox captcha', () => {
  it('a ticked widget lets the sign-in through, once', async () => {
    const api = apiThroughGateway(RTS, gateway);
    const token = await tick();
    const before = logins();
    const answer = await api.login(MEMBER, token);
    expect(answer.peachCode).toBe(0);
    expect(logins()).toBe(before + 1);
    // The same token again: spent.
    await expect(api.login(MEMBER, token)).rejects.toMatchObject({ status: 403, code: 'captcha_failed' });
  });

  it('without a response the provider is never called (400)', async () => {
    const before = logins();
    const error = await apiThroughGateway(RTS, gateway)
      .login(MEMBER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CypherGatewayError);
    expect(error).toMatchObject({ status: 400, code: 'captcha_required' });
    expect(logins()).toBe(before);
  });

  it('a made-up response, or one issued for another site key, is refused (403)', async () => {
    const before = logins();
    const api = apiThroughGateway(RTS, gateway);
    await expect(api.login(MEMBER, 'sbx-made-up')).rejects.toMatchObject({ status: 403, code: 'captcha_failed' });
    const otherKey = await tick('sandbox-captcha-site-key-2');
    await expect(api.login(MEMBER, otherKey)).rejects.toMatchObject({ status: 403, code: 'captcha_failed' });
    expect(logins()).toBe(before);
  });

  it('the sandbox records each verification', async () => {
    const answer = await fetch(`${sandbox.url}/captcha/verifications`);
    const { verifications } = (await answer.json()) as { verifications: { success: boolean }[] };
    expect(verifications.some((v) => v.success)).toBe(true);
    expect(verifications.some((v) => !v.success)).toBe(true);
  });
});
