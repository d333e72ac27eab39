// The look of a text input, shared by the kit's fields (client) and forms a server component draws
// before their code arrives (the sign-in page): the same classes, so nothing moves at the swap.

export const INPUT_CLASS =
  'w-full rounded-1 border border-field-border bg-initial-background px-3 py-2 text-text aria-invalid:border-2 aria-invalid:border-readable-primary';
