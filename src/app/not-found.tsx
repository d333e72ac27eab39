import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { notFoundMetadata } from '@/components/layout/not-found-metadata.ts';
import { textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <ErrorMessage title={t('notFoundTitle')} body={t('notFoundBody')}>
      <StaticLink href="/" className={textLinkClass()}>
        {t('backHome')}
      </StaticLink>
    </ErrorMessage>
  );
}
