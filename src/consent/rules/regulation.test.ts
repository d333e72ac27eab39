import { describe, expect, it } from 'vitest';
import {
  evaluateConsent,
  gdprConsentState,
  gdprVendorUnanswered,
  type ConsentReading,
  type VendorConsent,
} from './regulation.ts';

const counted = { webAnalytics: ['google-analytics'], enterpriseAnalytics: 'adobe-analytics' };

function reading(
  overrides: Partial<ConsentReading> & { statuses?: Record<string, VendorConsent> } = {},
): ConsentReading {
  const statuses = overrides.statuses ?? {};
  return {
    appliedRegulations: overrides.appliedRegulations ?? ['gdpr'],
    doNotSell: overrides.doNotSell ?? false,
    gdpr: overrides.gdpr ?? {
      consentRequired: true,
      requiredVendorIds: ['google-analytics', 'adobe-analytics', 'ad-network'],
      vendorStatus: (id) => statuses[id],
    },
  };
}

describe('§4.12 consent state by regulation', () => {
  it.each<[string, Record<string, VendorConsent>, string]>([
    ['all counted vendors true', { 'google-analytics': true, 'adobe-analytics': true }, 'granted'],
    ['one counted vendor false', { 'google-analytics': true, 'adobe-analytics': false }, 'denied'],
    ['false wins over unknown', { 'google-analytics': undefined, 'adobe-analytics': false }, 'denied'],
    ['one counted vendor unknown', { 'google-analytics': true }, 'undecided'],
    ['nothing known', {}, 'undecided'],
    // Only web-analytics and enterprise-analytics vendors count: the ad network's refusal does not.
    [
      'an uncounted vendor false',
      { 'google-analytics': true, 'adobe-analytics': true, 'ad-network': false },
      'granted',
    ],
  ])('gdpr: %s → %s', (_, statuses, expected) => {
    expect(evaluateConsent(reading({ statuses }), counted)).toEqual({ regulation: 'gdpr', state: expected });
  });

  it('gdpr: a counted vendor the notice does not require is not read', () => {
    const gdpr = {
      consentRequired: true,
      requiredVendorIds: ['google-analytics'],
      vendorStatus: (id: string) => (id === 'google-analytics' ? true : false),
    };
    expect(gdprConsentState(gdpr, counted)).toBe('granted');
  });

  it('gdpr: consent not required counts as granted, whatever the statuses', () => {
    const notRequired = { consentRequired: false, requiredVendorIds: ['google-analytics'], vendorStatus: () => false };
    expect(evaluateConsent(reading({ gdpr: notRequired }), counted).state).toBe('granted');
  });

  it.each(['ccpa', 'cpra'])('%s: granted unless do-not-sell', (regulation) => {
    expect(evaluateConsent(reading({ appliedRegulations: [regulation] }), counted)).toEqual({
      regulation,
      state: 'granted',
    });
    expect(evaluateConsent(reading({ appliedRegulations: [regulation], doNotSell: true }), counted)).toEqual({
      regulation,
      state: 'denied',
    });
  });

  it.each(['cpa', 'ctdpa', 'vcdpa', 'tdpsa'])('%s: granted, do-not-sell or not', (regulation) => {
    expect(evaluateConsent(reading({ appliedRegulations: [regulation], doNotSell: true }), counted)).toEqual({
      regulation,
      state: 'granted',
    });
  });

  it('no regulation applies: granted', () => {
    expect(evaluateConsent(reading({ appliedRegulations: [] }), counted)).toEqual({
      regulation: null,
      state: 'granted',
    });
    expect(evaluateConsent(reading({ appliedRegulations: ['none'] }), counted).state).toBe('granted');
  });

  it('checks regulations in the order gdpr, ccpa, cpra, cpa, ctdpa, vcdpa, tdpsa', () => {
    // gdpr undecided comes before ccpa granted; ccpa with do-not-sell comes before cpa.
    expect(evaluateConsent(reading({ appliedRegulations: ['ccpa', 'gdpr'] }), counted)).toEqual({
      regulation: 'gdpr',
      state: 'undecided',
    });
    expect(
      evaluateConsent(reading({ appliedRegulations: ['tdpsa', 'cpa', 'ccpa'], doNotSell: true }), counted),
    ).toEqual({
      regulation: 'ccpa',
      state: 'denied',
    });
    expect(evaluateConsent(reading({ appliedRegulations: ['TDPSA', 'VCDPA'] }), counted).regulation).toBe('vcdpa');
  });
});

describe('§4.15 a vendor of a gdpr notice not answered yet', () => {
  const analyticsYes = { 'google-analytics': true, 'adobe-analytics': true };
  it('the analytics vendors said yes, the ad network never asked: granted for §4.12, unanswered for ads', () => {
    const added = reading({ statuses: analyticsYes });
    expect(evaluateConsent(added, counted).state).toBe('granted');
    expect(gdprVendorUnanswered(added)).toBe(true);
  });
  it('every vendor answered, yes or no: nothing unanswered', () => {
    expect(gdprVendorUnanswered(reading({ statuses: { ...analyticsYes, 'ad-network': true } }))).toBe(false);
    expect(gdprVendorUnanswered(reading({ statuses: { ...analyticsYes, 'ad-network': false } }))).toBe(false);
  });
  it('the manager’s own word, where it has one, decides: a vendor it never asks (legitimate interest) has no status', () => {
    const withWord = (answerPending: boolean) =>
      reading({
        gdpr: {
          consentRequired: true,
          requiredVendorIds: ['google-analytics', 'interest-only'],
          vendorStatus: (id) => (id === 'google-analytics' ? true : undefined),
          answerPending,
        },
      });
    expect(gdprVendorUnanswered(withWord(false))).toBe(false);
    expect(gdprVendorUnanswered(withWord(true))).toBe(true);
  });

  it('only under gdpr, and only where consent is required', () => {
    expect(gdprVendorUnanswered(reading({ appliedRegulations: ['ccpa'], statuses: analyticsYes }))).toBe(false);
    expect(
      gdprVendorUnanswered(
        reading({ gdpr: { consentRequired: false, requiredVendorIds: ['ad-network'], vendorStatus: () => undefined } }),
      ),
    ).toBe(false);
    // gdpr decides even where another regulation is also reported (the §4.12 order).
    expect(gdprVendorUnanswered(reading({ appliedRegulations: ['ccpa', 'gdpr'], statuses: analyticsYes }))).toBe(true);
  });
});
