// A translated text with one {name} placeholder, filled with a value as typed. Not
// String.replace with a string: there "$&", "$'" or "$`" in what a visitor typed would splice other
// parts of the text into it.

/** `template` with its first `{name}` replaced by `value`, taken literally. */
export function fillPlaceholder(template: string, name: string, value: string): string {
  return template.replace(`{${name}}`, () => value);
}
