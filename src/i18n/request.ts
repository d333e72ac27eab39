import { getRequestConfig } from 'next-intl/server';
import { getSiteFile } from '@/server/site/site.ts';
import { appLocaleOf, MESSAGES } from './messages.ts';

// One site speaks its configured language (§3.1 locale, default en-US, §9.4): no locale in URLs.
export default getRequestConfig(async () => {
  const { configuration } = getSiteFile();
  const locale = appLocaleOf(configuration.locale);
  return { locale, messages: MESSAGES[locale], timeZone: 'UTC' };
});
