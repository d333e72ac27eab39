// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishConsent, UNKNOWN_CONSENT, type ConsentSnapshot } from '@/consent/runtime/consent-state.ts';
import { ADS_PLAN_ELEMENT_ID } from './ads-elements.ts';
import { startAdsAfterConsent } from './ads-gate.ts';

// §4.15, §4.12: the ad script is asked for only while consent to advertising holds, including a
// withdrawal that comes while the ads runtime's own chunk is still loading (the visitor answering
// the notice at once, on a first ccpa visit where ads were allowed at ready).

const allowed: ConsentSnapshot = {
  ...UNKNOWN_CONSENT,
  known: true,
  consent: 'granted',
  regulation: 'ccpa',
  trackingEnabled: true,
  advertisingAllowed: true,
};
const withdrawn: ConsentSnapshot = { ...allowed, consent: 'denied', trackingEnabled: false, advertisingAllowed: false };

const startAds = vi.fn(async () => ({ pathChanged: vi.fn(), consentChanged: vi.fn() }));
/** What happens while the runtime's chunk loads (set by each test). */
let whileImporting: () => void = () => {};

vi.mock('./ads-runtime.ts', () => {
  whileImporting();
  return { startAds };
});

beforeEach(() => {
  startAds.mockClear();
  publishConsent(UNKNOWN_CONSENT);
  document.body.innerHTML = `<script type="application/json" id="${ADS_PLAN_ELEMENT_ID}">${JSON.stringify({
    consentEnabled: true,
    tag: 'wrapper',
    scriptUrl: 'https://ads.example/wrapper.js',
  })}</script>`;
});

describe('startAdsAfterConsent (§4.15)', () => {
  it('starts nothing while advertising is refused, however long the runtime took to load', async () => {
    whileImporting = () => publishConsent(withdrawn);
    publishConsent(allowed);
    const started = startAdsAfterConsent();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startAds).not.toHaveBeenCalled();
    // Given again: the ads start then, once.
    publishConsent(allowed);
    await started;
    expect(startAds).toHaveBeenCalledTimes(1);
  });
});
