import type { Ref } from 'react';

// The outcome of a form or an action, announced: the region exists before any message so that a
// screen reader hears the message when it appears (a region added with its text is not read).
// A form drawn with its message already there (a reason sent back with the page) gives it focus
// instead, through errorRef.

// A form reserves a line for it (min-h-6) so that the page below does not move when it appears; a
// control whose message is the answer to the visitor's own click (the watchlist toggle) may leave
// the line out: a shift right after an input is expected, and the box stays one control high.
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
