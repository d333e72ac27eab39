// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMemberSubmit } from './use-member-submit.ts';

afterEach(cleanup);

const messages = { member: { form: { genericError: 'An error has occured.' } } };

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
