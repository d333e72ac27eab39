import type { AppLocale, Messages } from './messages.ts';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: Messages;
  }
}
