'use client';

import { createContext, useContext, type ReactNode } from 'react';

// The root error boundary (app/error.tsx) renders in the browser and cannot take props from the
// server: the layout hands it its translated texts, and its button's classes (buttonClass, worked
// out on the server so that the button kit is not in every page's first-load JavaScript), through
// this context.

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
