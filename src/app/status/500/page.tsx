import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';

// §2.1 /500.html (rewritten here by next.config.ts): the server-error page, for a reverse proxy to serve when the site cannot answer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('serverErrorTitle'), robots: { index: false } };
}

export default async function ServerErrorPage() {
  const t = await getTranslations('errors');
  return (
    <ErrorMessage title={t('serverErrorTitle')} body={t('serverErrorBody')}>
      <StaticLink href="/" className={textLinkClass()}>
        {t('backHome')}
      </StaticLink>
    </ErrorMessage>
  );
}
