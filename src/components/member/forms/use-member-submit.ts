'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldProblems, type SubmittedField } from '@/lib/forms/field-errors.ts';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { SUBMISSION_SENT_EVENT } from '@/lib/loyalty/member/captcha.ts';

// How a member screen submits anything: pending, error and success for a FormMessage to announce. The fields stay
// in the form's own state, so nothing typed is lost when the submission fails.

export interface MemberSubmitOptions<Input, Result> {
  /** After the action succeeded: the success message to announce, if any (may navigate away). */
  readonly onSuccess?: (result: Result, input: Input) => string | null | void | Promise<string | null | void>;
  /** §8.2 step 4: this screen's own message where the §8 catalogue has none. */
  readonly fallback?: string;
  /** §5 checks beyond the form's own `required` and e-mail ones (phone, password): a message per wrong field. */
  readonly validate?: () => Readonly<Record<string, string | null | undefined>>;
}

export interface MemberSubmit<Input> {
  readonly pending: boolean;
  /** The §8 message of the last failure (MemberError carries it), else null. */
  readonly error: string | null;
  readonly success: string | null;
  /** The last submission succeeded (with or without a message). */
  readonly succeeded: boolean;
  /** §5 each invalid field's message by name, tied by aria-describedby; focus goes to the first. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  submit(input: Input): void;
  /** A form's onSubmit: the action with what `read` takes from the form; ignored while one is pending. */
  onSubmit(read: (form: HTMLFormElement) => Input): (event: FormEvent<HTMLFormElement>) => void;
  /** Back to idle (e.g. after the browser restores the page from its back/forward cache); stable. */
  reset(): void;
}

type State =
  | { readonly status: 'idle' | 'pending' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly status: 'success'; readonly message: string | null };

export function useMemberSubmit<Input = void, Result = void>(
  action: (input: Input) => Promise<Result>,
  options: MemberSubmitOptions<Input, Result> = {},
): MemberSubmit<Input> {
  const t = useTranslations('member.form');
  const [state, setState] = useState<State>({ status: 'idle' });
  // Only the latest submission may report; an earlier one that ends later is ignored.
  const latest = useRef(0);
  // The form to move focus in once its invalid fields are marked (after the render that marks them).
  const focusFirstInvalid = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = focusFirstInvalid.current;
    if (state.status !== 'invalid' || !form) return;
    focusFirstInvalid.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  /** §5: the form's own required and e-mail checks, then the screen's; messages by field name. */
  function invalidFields(form: HTMLFormElement): Record<string, string> {
    const submitted: SubmittedField[] = [];
    for (const element of form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (element.type === 'checkbox' || element.type === 'hidden' || element.disabled) continue;
      submitted.push({ name: element.name, value: element.value, required: element.required, type: element.type });
    }
    const messages: Record<string, string> = {};
    for (const { name, problem } of fieldProblems(submitted)) {
      messages[name] = problem === 'required' ? t('required') : t('invalidEmail');
    }
    for (const [name, message] of Object.entries(options.validate?.() ?? {})) {
      if (message && !messages[name]) messages[name] = message;
    }
    return messages;
  }

  function messageOf(error: unknown): string {
    const fallback = options.fallback ?? t('genericError');
    return error instanceof MemberError ? (options.fallback ? error.messageOr(fallback) : error.message) : fallback;
  }

  /** Runs the action; a submission that went out tells the form, whose captcha response is then spent. */
  async function run(read: () => Input, form?: HTMLFormElement): Promise<void> {
    const attempt = ++latest.current;
    setState({ status: 'pending' });
    let sent = true;
    try {
      const input = read();
      const result = await action(input);
      const message = (await options.onSuccess?.(result, input)) ?? null;
      if (attempt === latest.current) setState({ status: 'success', message });
    } catch (error) {
      sent = !(error instanceof MemberError && error.reason === 'invalid-input');
      if (attempt === latest.current) setState({ status: 'error', message: messageOf(error) });
    }
    if (sent) form?.dispatchEvent(new Event(SUBMISSION_SENT_EVENT));
  }

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  const pending = state.status === 'pending';
  return {
    pending,
    error: state.status === 'error' || state.status === 'invalid' ? state.message : null,
    success: state.status === 'success' ? state.message : null,
    succeeded: state.status === 'success',
    fieldErrors: state.status === 'invalid' ? state.fields : NO_FIELD_ERRORS,
    submit: (input) => void run(() => input),
    onSubmit: (read) => (event) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      const fields = invalidFields(form);
      const count = Object.keys(fields).length;
      if (count > 0) {
        latest.current += 1;
        focusFirstInvalid.current = form;
        // One field: its own message is the announcement; several: how many, each under its field.
        const message = count === 1 ? Object.values(fields)[0]! : t('invalidFields', { count });
        setState({ status: 'invalid', fields, message });
        return;
      }
      void run(() => read(form), form);
    },
    reset,
  };
}

const NO_FIELD_ERRORS: Readonly<Record<string, string>> = {};
