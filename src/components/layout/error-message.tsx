import type { ReactNode } from 'react';

/** The body of the not-found and server-error pages. */
export function ErrorMessage({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-prose flex-col items-start gap-4 py-12">
      <h1 className="text-3xl">{title}</h1>
      <p>{body}</p>
      {children}
    </div>
  );
}
