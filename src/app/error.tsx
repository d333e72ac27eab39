'use client';

import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { useErrorLabels } from '@/components/layout/error-labels.tsx';

export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  const labels = useErrorLabels();
  return (
    <ErrorMessage title={labels.title} body={labels.body}>
      <button
        type="button"
        onClick={reset}
        className="rounded-button bg-visible-primary px-4 py-2 text-on-visible-primary"
      >
        {labels.tryAgain}
      </button>
    </ErrorMessage>
  );
}
