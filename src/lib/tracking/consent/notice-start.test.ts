import { describe, expect, it } from 'vitest';
import { runtimeAwaitsAnswer } from './notice-start.ts';

describe('§4.12 the consent runtime waits for an answer only while nothing could run before it', () => {
  const asked = { consentManager: 'cookieconsent', enterpriseAnalyticsConfigured: false, visitorAsked: true } as const;

  it('waits while the built-in manager asks and no enterprise script is configured', () => {
    expect(runtimeAwaitsAnswer(asked)).toBe(true);
  });

  it('starts at once for a visitor who answered (their tags, or their refusal kept)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, visitorAsked: false })).toBe(false);
  });

  it('starts at once when rule 3 can enable tracking before an answer (enterprise script configured)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, enterpriseAnalyticsConfigured: true })).toBe(false);
  });

  it('starts at once with Didomi (its SDK draws the notice) or with no manager (rule 2: tracking enabled)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, consentManager: 'didomi' })).toBe(false);
    expect(runtimeAwaitsAnswer({ ...asked, consentManager: 'none' })).toBe(false);
  });
});
