// §2.2 the showtime browser's live count of the selected day, in the locale's plural form.

import { pluralText, type PluralForms } from '../text/plural.ts';

export interface CountTexts {
  readonly locale: string;
  /** "{count} showtimes" per plural category (Intl.PluralRules), "other" always present. */
  readonly resultCount: PluralForms;
  /** Said when no showtime of the day is left (the filters, or all started). */
  readonly noMatch: string;
}

/** "3 showtimes", "1 séance", or the no-match sentence for 0. */
export function countText(count: number, texts: CountTexts): string {
  if (count === 0) return texts.noMatch;
  return pluralText(count, texts.locale, texts.resultCount);
}
