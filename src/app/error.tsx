'use client';

import { ErrorMessage } from '@/components/layout/error-message.tsx';
import { useErrorLabels } from '@/components/layout/error-labels.tsx';
import { Button } from '@/components/ui/button.tsx';

export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  const labels = useErrorLabels();
  return (
    <ErrorMessage title={labels.title} body={labels.body}>
      <Button onClick={reset}>{labels.tryAgain}</Button>
    </ErrorMessage>
  );
}
