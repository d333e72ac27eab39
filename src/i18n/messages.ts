import en from '../../messages/en.json';
import fr from '../../messages/fr.json';

// English is the reference shape: a key missing from fr.json fails `tsc` here, and next-intl's AppConfig makes a key
// used in code but missing from en.json fail too.

export type Messages = typeof en;
const french: Messages = fr;

export const MESSAGES = { en, fr: french } as const;
export type AppLocale = keyof typeof MESSAGES;
export const LOCALES = Object.keys(MESSAGES) as AppLocale[];

/** The short locale of a configured locale such as fr-FR; unknown languages fall back to English (§9.4). */
export function appLocaleOf(locale: string): AppLocale {
  const short = locale.slice(0, 2).toLowerCase();
  return short in MESSAGES ? (short as AppLocale) : 'en';
}
