import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { getSiteFile } from '@/server/site/site.ts';

export default async function NotFound() {
  const t = await getTranslations('errors');
  const { settings } = getSiteFile();
  return (
    <ErrorMessage title={t('notFoundTitle')} body={t('notFoundBody')}>
      {/*
        The tab and the history say what happened ("Page not found · {site}"), not only the site's
        name. not-found.tsx takes no metadata export: React places this title in the head.
      */}
      <title>{`${t('notFoundTitle')} · ${settings.name}`}</title>
      <StaticLink href="/" className={textLinkClass()}>
        {t('backHome')}
      </StaticLink>
    </ErrorMessage>
  );
}
