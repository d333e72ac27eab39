'use client';

import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { useErrorLabels } from '@/components/layout/error-labels.tsx';

export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  const labels = useErrorLabels();
  return (
    <ErrorMessage title={labels.title} body={labels.body}>
      <button type="button" className={labels.buttonClassName} onClick={reset}>
        {labels.tryAgain}
      </button>
    </ErrorMessage>
  );
}
