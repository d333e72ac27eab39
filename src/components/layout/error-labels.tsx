'use client';

import { createContext, useContext, type ReactNode } from 'react';

// The root error boundary (app/error.tsx) cannot take props from the server, so the layout hands
// it its texts and its button's classes (worked out on the server, keeping the button kit out of
// every page's first-load JavaScript) through this context.

export interface ErrorLabels {
  readonly title: string;
  readonly body: string;
  readonly tryAgain: string;
  readonly buttonClassName: string;
}

// The root layout always provides it; the default only keeps the types simple.
const ErrorLabelsContext = createContext<ErrorLabels>({ title: '', body: '', tryAgain: '', buttonClassName: '' });

export function ErrorLabelsProvider({ labels, children }: { labels: ErrorLabels; children: ReactNode }) {
  return <ErrorLabelsContext.Provider value={labels}>{children}</ErrorLabelsContext.Provider>;
}

export function useErrorLabels(): ErrorLabels {
  return useContext(ErrorLabelsContext);
}
