import { describe, expect, it } from 'vitest';
import {
  isValidPhoneForCountry,
  toE164,
  meetsBoostPosComplexity,
  normalizeCardCode,
  stripForbiddenCharacters,
} from './member-input.ts';

describe('member inputs (§5)', () => {
  it('§5 text inputs strip < > \' " &', () => {
    expect(stripForbiddenCharacters(`Jo<b>'"&Ann`)).toBe('JobAnn');
    expect(stripForbiddenCharacters('claire.dubois@example.fr')).toBe('claire.dubois@example.fr');
  });

  it('§5 phone numbers are validated for the site country; empty is invalid', () => {
    expect(isValidPhoneForCountry('06 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhoneForCountry('(212) 555-0188', 'us')).toBe(true);
    expect(isValidPhoneForCountry('12', 'FR')).toBe(false);
    expect(isValidPhoneForCountry('', 'FR')).toBe(false);
  });

  it('§5 a valid number is sent in E.164 form', () => {
    expect(toE164('(212) 555-0188', 'US')).toBe('+12125550188');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('', 'FR')).toBeNull();
  });

  it('§3.1 allCountries: read for the chosen country, refused when from a country the site does not offer', () => {
    expect(toE164('+32 470 12 34 56', 'FR')).toBeNull();
    expect(toE164('+32 470 12 34 56', 'FR', ['FR', 'BE'])).toBe('+32470123456');
    expect(toE164('0470 12 34 56', 'BE', ['FR', 'BE'])).toBe('+32470123456');
    expect(toE164('06 12 34 56 78', 'BE', ['FR', 'BE'])).toBeNull();
  });

  it('§5 BOOST_POS password complexity', () => {
    expect(meetsBoostPosComplexity('Starlight#2026')).toBe(true);
    expect(meetsBoostPosComplexity('starlight#2026')).toBe(false);
    expect(meetsBoostPosComplexity('Starlight2026')).toBe(false);
    expect(meetsBoostPosComplexity('S#1a')).toBe(false);
  });

  it('§3.13 card codes are upper-cased', () => {
    expect(normalizeCardCode(' sl-abc123 ')).toBe('SL-ABC123');
  });
});
