'use client';

import { useTranslations } from 'next-intl';
import { ErrorMessage } from '@/components/layout/error-message.tsx';

export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <ErrorMessage title={t('serverErrorTitle')} body={t('serverErrorBody')}>
      <button type="button" onClick={reset} className="rounded-button bg-visible-primary px-4 py-2 text-on-visible-primary">
        {t('tryAgain')}
      </button>
    </ErrorMessage>
  );
}
