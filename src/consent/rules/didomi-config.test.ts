import { describe, expect, it } from 'vitest';
import { didomiConfigOf } from './didomi-config.ts';

const manager = {
  kind: 'didomi',
  noticeId: 'notice-1',
  loaderUrl: 'https://sdk.test/k/loader.js?target_type=notice&target=notice-1',
  publicApiKey: 'k',
  appName: 'Starlight Cinemas',
  logoPath: null,
  privacyPolicyPath: '/privacy/',
  country: 'US',
} as const;

describe('§7.11, §9.7 the Didomi loader configuration', () => {
  it('turns on the CCPA regulation and external consent, as §9.7 sets the notice', () => {
    const config = didomiConfigOf(manager, 'https://cinema.example');
    expect(config.regulations).toEqual({ ccpa: { enabled: true } });
    expect(config.user).toEqual({ externalConsent: { enabled: true } });
  });

  it("gives the publisher's country, name, key and absolute privacy URL; the visitor's country is never forced", () => {
    const config = didomiConfigOf(manager, 'https://cinema.example');
    expect(config.app).toEqual({
      name: 'Starlight Cinemas',
      apiKey: 'k',
      privacyPolicyURL: 'https://cinema.example/privacy/',
      country: 'US',
    });
    expect(config.user).not.toHaveProperty('country');
    expect(config.notice).toEqual({ noticeId: 'notice-1' });
  });
});
