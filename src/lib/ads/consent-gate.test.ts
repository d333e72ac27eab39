import { describe, expect, it } from 'vitest';
import { mayLoadAds } from './consent-gate.ts';

describe('§4.15 ads wait for consent', () => {
  it('loads ads only after consent, or when consent is not enabled', () => {
    expect(mayLoadAds({ consentEnabled: true, consent: 'undecided' })).toBe(false);
    expect(mayLoadAds({ consentEnabled: true, consent: 'denied' })).toBe(false);
    expect(mayLoadAds({ consentEnabled: true, consent: 'granted' })).toBe(true);
    expect(mayLoadAds({ consentEnabled: false, consent: 'undecided' })).toBe(true);
  });
});
