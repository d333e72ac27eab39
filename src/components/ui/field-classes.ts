// Shared with forms a server component draws before their code arrives (sign-in), so nothing moves at the swap.

export const INPUT_CLASS =
  'w-full rounded-1 border border-field-border bg-initial-background px-3 py-2 text-text aria-invalid:border-2 aria-invalid:border-readable-primary';
