import type { Ref } from 'react';

// The live region exists before any message so that a screen reader hears it appear; a form drawn with its message
// already there focuses it instead (errorRef). The reserved line keeps the page still; a control answering the
// visitor's own click (the watchlist toggle) may leave it out.
export function FormMessage({
  error,
  success,
  reserveLine = true,
  errorRef,
}: {
  error?: string | null;
  success?: string | null;
  reserveLine?: boolean;
  errorRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <div aria-live="polite" role="status" className={reserveLine ? 'min-h-6' : undefined}>
      {error ? (
        <p
          ref={errorRef}
          tabIndex={errorRef ? -1 : undefined}
          className="rounded-1 border border-border bg-initial-background p-3 font-bold text-readable-primary-on-initial-background outline-none"
          data-testid="member-error"
        >
          {error}
        </p>
      ) : null}
      {success && !error ? (
        <p className="p-1" data-testid="member-success">
          {success}
        </p>
      ) : null}
    </div>
  );
}
