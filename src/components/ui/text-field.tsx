'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { stripForbiddenCharacters } from '@/lib/forms/text-input.ts';
import { Button } from './button.tsx';
import { INPUT_CLASS } from './field-classes.ts';

// Labelled form fields. Data-free: they know nothing of who uses them; labels come translated.

const inputClass = INPUT_CLASS;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and referenced by aria-describedby. */
  hint?: ReactNode;
  /** §5: what is wrong with the value after a submission; marks the field aria-invalid and describes it. */
  error?: string | null | undefined;
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="text-sm text-text-alt">
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-bold text-readable-primary">
      {error}
    </p>
  ) : null;
}

/** The error first (read first), then the hint. */
function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** A text input; §5: strips < > ' " & as the user types. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  type = 'text',
  ...inputProps
}: FieldProps & { type?: 'text' | 'email' | 'tel' }) {
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
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onValueChange(stripForbiddenCharacters(event.target.value))}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

/** §5: a password input with a show/hide toggle; nothing is stripped. */
export function PasswordField({
  label,
  value,
  onValueChange,
  hint,
  error,
  toggleLabels,
  ...inputProps
}: FieldProps & { toggleLabels: { readonly show: string; readonly hide: string } }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
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
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClass}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="shrink-0"
        >
          {visible ? toggleLabels.hide : toggleLabels.show}
        </Button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

/** A checkbox with its label after it. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 shrink-0"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
