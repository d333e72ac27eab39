// A function replacement, as with a string one "$&", "$'" or "$`" typed by a visitor would splice in other text.

/** `template` with its first `{name}` replaced by `value`, taken literally. */
export function fillPlaceholder(template: string, name: string, value: string): string {
  return template.replace(`{${name}}`, () => value);
}
