// §5 text rules of member forms, without the phone rules (member-input.ts) and their metadata.
// The character rule is every text input's, so it lives with the form fields' rules.

export { stripForbiddenCharacters } from '../../forms/text-input.ts';

/** §5 password complexity for BOOST_POS: ≥ 8 characters, a lowercase, an uppercase, a digit, a special character. */
export function meetsBoostPosComplexity(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** §3.13, §5: loyalty card codes are upper-cased before sending. */
export function normalizeCardCode(value: string): string {
  return value.trim().toUpperCase();
}
