// §2.2 the showtime browser's live count of the selected day, in the locale's plural form.

export interface CountTexts {
  readonly locale: string;
  /** "{count} showtimes" per plural category (Intl.PluralRules), "other" always present. */
  readonly resultCount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  /** Said when no showtime of the day is left (the filters, or all started). */
  readonly noMatch: string;
}

/** "3 showtimes", "1 séance", or the no-match sentence for 0. */
export function countText(count: number, texts: CountTexts): string {
  if (count === 0) return texts.noMatch;
  const plural = new Intl.PluralRules(texts.locale).select(count);
  return (texts.resultCount[plural] ?? texts.resultCount.other).replace('{count}', String(count));
}
