import { pluralText, type PluralForms } from '../text/plural.ts';

export interface CountTexts {
  readonly locale: string;
  /** "{count} showtimes" per plural category (Intl.PluralRules), "other" always present. */
  readonly resultCount: PluralForms;
  /** Said when no showtime of the day is left (the filters, or all started). */
  readonly noMatch: string;
}

/** §2.2 the day's live count in the locale's plural form: "3 showtimes", "1 séance", or the no-match sentence. */
export function countText(count: number, texts: CountTexts): string {
  if (count === 0) return texts.noMatch;
  return pluralText(count, texts.locale, texts.resultCount);
}
