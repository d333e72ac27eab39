import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv, GatewayEnvError } from './gateway-env.ts';

describe('handleCypherRequest', () => {
  it('reads its environment with zod: captcha only with a secret; a bad URL fails early', () => {
    const counter = { active: 0 };
    expect(gatewayOptionsFromEnv({ PROVIDER_API_URL: 'http://localhost:4010' }, counter)).toMatchObject({
      providerApiUrl: 'http://localhost:4010',
      timeoutMs: 10_000,
    });
    expect(gatewayOptionsFromEnv({ PROVIDER_API_URL: 'http://localhost:4010' }, counter).captcha).toBeUndefined();
    expect(gatewayOptionsFromEnv({ CAPTCHA_SECRET: 'x' }, counter).captcha).toEqual({ secret: 'x' });
    expect(() => gatewayOptionsFromEnv({ PROVIDER_API_URL: 'file:///etc/passwd' }, counter)).toThrow(GatewayEnvError);
    expect(
      gatewayOptionsFromEnv({ CYPHER_TRUSTED_ORIGINS: ' https://a.example, http://b.example:8080 ' }, counter)
        .trustedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(gatewayOptionsFromEnv({}, counter).trustedOrigins).toBeUndefined();
    expect(() => gatewayOptionsFromEnv({ CYPHER_TRUSTED_ORIGINS: 'https://a.example/path' }, counter)).toThrow(
      /CYPHER_TRUSTED_ORIGINS/,
    );
  });
});
