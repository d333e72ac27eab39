const FORBIDDEN_TEXT_CHARACTERS = /[<>'"&]/g;

/** §5: every text input except passwords silently strips < > ' " & as the user types. */
export function stripForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_TEXT_CHARACTERS, '');
}
