import { describe, expect, it } from 'vitest';
import { gatewayEnvSchema } from '../../server/gateway/gateway-env.ts';
import { buildEnvSchema, parseEnv, publicEnvSchema } from './env.ts';

describe('environment, server and public validated apart', () => {
  it('accepts the documented build variables and treats empty as unset', () => {
    expect(
      parseEnv('build', buildEnvSchema, { SITE: 'circuit-demo', PORT: '3001', CATALOG_NOW: '', CATALOG_REFRESH: '0' }),
    ).toEqual({
      SITE: 'circuit-demo',
      PORT: 3001,
      CATALOG_REFRESH: '0',
    });
  });

  it('names the variable and what was expected', () => {
    expect(() => parseEnv('build', buildEnvSchema, { SITE: '../etc' })).toThrow(
      /SITE: a folder name of content\/sites\//,
    );
    expect(() => parseEnv('build', buildEnvSchema, { PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv('build', buildEnvSchema, { CATALOG_NOW: 'yesterday' })).toThrow(/CATALOG_NOW/);
    expect(() => parseEnv('server', gatewayEnvSchema, { PROVIDER_API_URL: 'ftp://x' })).toThrow(/PROVIDER_API_URL/);
  });

  it('keeps server secrets out of the public schema', () => {
    const publicEnv = parseEnv('public', publicEnvSchema, {
      CAPTCHA_SECRET: 's3cret',
      PROVIDER_API_URL: 'http://p',
      NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'site-key-123456',
    });
    expect(publicEnv).toEqual({ NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'site-key-123456' });
    expect(Object.keys(publicEnvSchema.shape).every((key) => key.startsWith('NEXT_PUBLIC_'))).toBe(true);
  });
});
