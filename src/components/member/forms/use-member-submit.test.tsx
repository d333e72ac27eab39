// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_SENT_EVENT } from '@/lib/loyalty/member/captcha.ts';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMemberSubmit } from './use-member-submit.ts';

afterEach(cleanup);

const messages = {
  member: {
    form: {
      genericError: 'An error has occured.',
      required: 'This field is required',
      invalidEmail: 'Please enter a valid e-mail address.',
      invalidFields: '{count, plural, one {One field needs your attention.} other {# fields need your attention.}}',
    },
  },
};

/** A member form as the screens write it: its fields in its own state, the submission in the hook. */
function NameForm({ action, fallback }: { action: (name: string) => Promise<string>; fallback?: string }) {
  const [name, setName] = useState('');
  const save = useMemberSubmit(() => action(name), {
    onSuccess: (saved) => `Saved ${saved}.`,
    ...(fallback ? { fallback } : {}),
  });
  return (
    <form onSubmit={save.onSubmit(() => undefined)} aria-busy={save.pending}>
      <TextField label="Name" value={name} onValueChange={setName} />
      <FormMessage error={save.error} success={save.success} />
      <button type="submit" disabled={save.pending}>
        Save
      </button>
    </form>
  );
}

function renderForm(props: Parameters<typeof NameForm>[0]) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <NameForm {...props} />
    </NextIntlClientProvider>,
  );
}

// Rendering with next-intl and user-event is slow on a loaded machine: the default 5 s is tight.
describe('useMemberSubmit: one way to submit a member form (§8 messages announced)', { timeout: 20_000 }, () => {
  it('§8: a refusal shows the message the MemberError carries, in the live region, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm({
      action: () =>
        Promise.reject(new MemberError('Member not found (Code: 30)', { reason: 'refused', fromCatalogue: true })),
    });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByTestId('member-error');
    expect(error.textContent).toBe('Member not found (Code: 30)');
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the success message replaces an earlier error; the action got the typed value', async () => {
    const user = userEvent.setup();
    const action = vi
      .fn<(name: string) => Promise<string>>()
      .mockRejectedValueOnce(MemberError.invalidInput('Please enter your name.'))
      .mockImplementation(async (name) => name);
    renderForm({ action });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('member-error')).textContent).toBe('Please enter your name.');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('member-success')).textContent).toBe('Saved Ada.');
    expect(screen.queryByTestId('member-error')).toBeNull();
    expect(action).toHaveBeenLastCalledWith('Ada');
  });

  it('§8.2 step 4: without a catalogue message, the screen fallback; an unexpected failure, the generic one', async () => {
    const user = userEvent.setup();
    renderForm({
      action: () => Promise.reject(new MemberError('An error has occured.', { reason: 'unreachable' })),
      fallback: 'The portal could not be opened.',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('member-error')).textContent).toBe('The portal could not be opened.');
    cleanup();
    renderForm({ action: () => Promise.reject(new TypeError('boom')) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('member-error')).textContent).toBe('An error has occured.');
  });

  it('is busy while the action runs, and submits once', async () => {
    const user = userEvent.setup();
    let finish: (value: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderForm({ action });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).closest('form')?.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(action).toHaveBeenCalledTimes(1);
    finish('x');
    expect((await screen.findByTestId('member-success')).textContent).toBe('Saved x.');
  });
});

/** A form with two required fields, an e-mail field and a screen check on the code. */
function ContactForm({ action }: { action: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = useMemberSubmit(action, { validate: () => ({ code: code && code !== '42' ? 'Wrong code' : null }) });
  return (
    <form onSubmit={send.onSubmit(() => undefined)} noValidate>
      <TextField label="Name" name="name" required value={name} onValueChange={setName} error={send.fieldErrors.name} />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        required
        value={email}
        onValueChange={setEmail}
        error={send.fieldErrors.email}
      />
      <TextField label="Code" name="code" value={code} onValueChange={setCode} error={send.fieldErrors.code} />
      <FormMessage error={send.error} success={send.success} />
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * Renders ContactForm; returns what a captcha widget in the form hears (captcha-widget.tsx): each
 * submission that went out.
 */
function renderContactForm(action: () => Promise<void>) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ContactForm action={action} />
    </NextIntlClientProvider>,
  );
  const sent = vi.fn();
  screen.getByRole('button', { name: 'Send' }).closest('form')!.addEventListener(SUBMISSION_SENT_EVENT, sent);
  return sent;
}

describe(
  '§5 validation on submit: every invalid field marked, described, and focus to the first',
  { timeout: 20_000 },
  () => {
    function describedText(input: HTMLElement): string {
      return (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }

    it('empty: every required field is aria-invalid with its message, the first has focus, nothing is sent', async () => {
      const user = userEvent.setup();
      const action = vi.fn(() => Promise.resolve());
      render(
        <NextIntlClientProvider locale="en" messages={messages}>
          <ContactForm action={action} />
        </NextIntlClientProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const name = screen.getByLabelText('Name');
      const email = screen.getByLabelText('E-mail');
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Code').hasAttribute('aria-invalid')).toBe(false);
      expect(describedText(name)).toContain('This field is required');
      expect(describedText(email)).toContain('This field is required');
      expect(document.activeElement).toBe(name);
      expect(screen.getByTestId('member-error').textContent).toBe('2 fields need your attention.');
      expect(action).not.toHaveBeenCalled();
    });

    it('a malformed e-mail and the screen check are named; once right, the action runs and the marks go', async () => {
      const user = userEvent.setup();
      const action = vi.fn(() => Promise.resolve());
      const sent = renderContactForm(action);
      await user.type(screen.getByLabelText('Name'), 'Ada');
      await user.type(screen.getByLabelText('E-mail'), 'ada@');
      await user.type(screen.getByLabelText('Code'), '7{Enter}');
      expect(sent).not.toHaveBeenCalled();
      const email = screen.getByLabelText('E-mail');
      expect(describedText(email)).toContain('Please enter a valid e-mail address.');
      expect(describedText(screen.getByLabelText('Code'))).toContain('Wrong code');
      expect(screen.getByTestId('member-error').textContent).toBe('2 fields need your attention.');
      expect(document.activeElement).toBe(email);
      await user.type(email, 'example.com');
      await user.clear(screen.getByLabelText('Code'));
      await user.type(screen.getByLabelText('Code'), '42{Enter}');
      expect(action).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      expect(email.hasAttribute('aria-invalid')).toBe(false);
    });

    it('an action stopped by a check in the browser (nothing sent) is not told to the form as sent', async () => {
      const user = userEvent.setup();
      const action = vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce(MemberError.invalidInput('Please tick the box.'))
        .mockResolvedValue(undefined);
      const sent = renderContactForm(action);
      await user.type(screen.getByLabelText('Name'), 'Ada');
      await user.type(screen.getByLabelText('E-mail'), 'ada@example.com{Enter}');
      expect((await screen.findByTestId('member-error')).textContent).toBe('Please tick the box.');
      expect(sent).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    });

    it('one invalid field: its own message is what the live region announces', async () => {
      const user = userEvent.setup();
      render(
        <NextIntlClientProvider locale="en" messages={messages}>
          <ContactForm action={() => Promise.resolve()} />
        </NextIntlClientProvider>,
      );
      await user.type(screen.getByLabelText('Name'), 'Ada');
      await user.type(screen.getByLabelText('E-mail'), 'not-an-address{Enter}');
      expect(screen.getByTestId('member-error').textContent).toBe('Please enter a valid e-mail address.');
      expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    });
  },
);
