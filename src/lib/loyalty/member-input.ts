import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// §5 validation rules for member forms, as pure functions the inputs call as the user types.

const FORBIDDEN_TEXT_CHARACTERS = /[<>'"&]/g;

/** §5: every text input except passwords silently strips < > ' " & as the user types. */
export function stripForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_TEXT_CHARACTERS, '');
}

/** §5: a phone number is validated against the site's country; an empty number is invalid. */
export function isValidPhoneForCountry(value: string, country: string): boolean {
  if (value.trim() === '') return false;
  try {
    return isValidPhoneNumber(value, country.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** A valid number in E.164 form (what the provider stores), or null. */
export function toE164(value: string, country: string): string | null {
  if (!isValidPhoneForCountry(value, country)) return null;
  return parsePhoneNumberFromString(value, country.toUpperCase() as CountryCode)?.format('E.164') ?? null;
}

/** §5 password complexity for BOOST_POS: ≥ 8 characters, a lowercase, an uppercase, a digit, a special character. */
export function meetsBoostPosComplexity(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** §3.13, §5: loyalty card codes are upper-cased before sending. */
export function normalizeCardCode(value: string): string {
  return value.trim().toUpperCase();
}
