import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { StaticLink } from '@/components/ui/static-link.tsx';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <ErrorMessage title={t('notFoundTitle')} body={t('notFoundBody')}>
      <StaticLink href="/" className="text-readable-primary underline underline-offset-4">
        {t('backHome')}
      </StaticLink>
    </ErrorMessage>
  );
}
