// A counted phrase in the plural forms of the locale ("1 séance", "3 showtimes"): one
// Intl.PluralRules per locale for the page's life, as counts change with every filter or keystroke.

/** Texts per plural category (Intl.PluralRules), "{count}" replaced; "other" always present. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

export function pluralText(count: number, locale: string, forms: PluralForms): string {
  return (forms[rulesOf(locale).select(count)] ?? forms.other).replace('{count}', String(count));
}
