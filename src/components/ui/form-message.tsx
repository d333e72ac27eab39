// The outcome of a form or an action, announced: the region exists before any message so that a
// screen reader hears the message when it appears (a region added with its text is not read).

export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div aria-live="polite" role="status" className="min-h-6">
      {error ? (
        <p
          className="rounded-1 border border-border bg-initial-background p-3 font-bold text-readable-primary-on-initial-background"
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
