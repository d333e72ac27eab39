'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { stripForbiddenCharacters } from '@/lib/loyalty/member/member-text-input.ts';

// The inputs of the member forms: labelled, §5 character stripping on text inputs, show/hide on
// password inputs, and one aria-live region for the §8 messages.

const inputClass = 'w-full rounded-1 border border-border bg-initial-background px-3 py-2 text-text';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
}

/** §5: strips < > ' " & as the user types. */
export function TextField({ label, value, onValueChange, hint, type = 'text', ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        type={type}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(stripForbiddenCharacters(event.target.value))}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-text-alt">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** §5: a password input with a show/hide toggle; nothing is stripped. */
export function PasswordField({ label, value, onValueChange, hint, ...inputProps }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  const t = useTranslations('member.form');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClass}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="shrink-0 rounded-button border border-border px-3 py-2 text-sm"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-text-alt">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** §8: provider messages are announced; the region exists before any message so it is heard. */
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

export const primaryButtonClass =
  'rounded-button bg-visible-primary px-4 py-2 font-bold text-on-visible-primary disabled:opacity-70';
export const secondaryButtonClass = 'rounded-button border border-border px-3 py-1 text-sm';
