import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// §5 rules the inputs call as the user types; the text rules live apart in member-text-input.ts, without the phone
// metadata. Why: docs/decisions/0001-member-code-out-of-first-load.md

export { meetsBoostPosComplexity, normalizeCardCode, stripForbiddenCharacters } from './member-text-input.ts';

/** §5: a phone number is validated against the site's country; an empty number is invalid. */
export function isValidPhoneForCountry(value: string, country: string): boolean {
  if (value.trim() === '') return false;
  try {
    return isValidPhoneNumber(value, country.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/**
 * A valid number in E.164 form (what the provider stores), or null. §3.1 allCountries: read for `country` (the one
 * chosen), and refused when it is another country's than those the site offers (`allowed`, by default `country`).
 */
export function toE164(value: string, country: string, allowed: readonly string[] = [country]): string | null {
  if (!isValidPhoneForCountry(value, country)) return null;
  const parsed = parsePhoneNumberFromString(value, country.toUpperCase() as CountryCode);
  const offered = allowed.map((code) => code.toUpperCase());
  return parsed?.country && offered.includes(parsed.country) ? parsed.format('E.164') : null;
}
