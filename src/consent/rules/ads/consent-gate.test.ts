import { describe, expect, it } from 'vitest';
import { mayLoadAds } from './consent-gate.ts';

describe('§4.15 ads wait for consent', () => {
  it('loads ads only after consent to advertising, or when consent is not enabled', () => {
    expect(mayLoadAds({ consentEnabled: true, advertisingAllowed: false })).toBe(false);
    expect(mayLoadAds({ consentEnabled: true, advertisingAllowed: true })).toBe(true);
    expect(mayLoadAds({ consentEnabled: false, advertisingAllowed: false })).toBe(true);
  });
});
