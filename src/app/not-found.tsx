import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { Link } from '@/components/ui/link.tsx';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <ErrorMessage title={t('notFoundTitle')} body={t('notFoundBody')}>
      <Link href="/" className="text-readable-primary underline underline-offset-4">
        {t('backHome')}
      </Link>
    </ErrorMessage>
  );
}
