// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// §3.11, §7.4, §7.5 the guest forms: a loading state with no field until the form's code has
// arrived (nothing can be typed that would be lost), then the form with the page's messages, and
// a message (never a blank page) when the code cannot be loaded.

const load = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock('./guest-form-modules.ts', () => ({ GUEST_FORM_MODULES: load }));
vi.mock('./guest-form-frame.tsx', () => ({
  GuestFormFrame: ({
    Form,
    locale,
    messages,
  }: {
    Form: () => React.ReactNode;
    locale: string;
    messages: { member: { greeting: string } };
  }) => (
    <section data-testid="frame" lang={locale} title={messages.member.greeting}>
      <Form />
    </section>
  ),
}));

const { GuestFormLoader } = await import('./guest-form-loader.tsx');

function draw() {
  return render(
    <GuestFormLoader
      form={'register' as never}
      locale="fr"
      messages={{ member: { greeting: 'Bonjour' } }}
      loadingLabel="Chargement…"
      failedLabel="Cet écran n’a pas pu être chargé."
      needsScriptLabel="Ce formulaire a besoin de JavaScript."
    />,
  );
}

afterEach(() => {
  cleanup();
  load.register.mockReset();
});

describe('GuestFormLoader', () => {
  it('shows the loading state without a field, then the form inside the frame with the page’s messages', async () => {
    let arrive: (form: () => React.ReactNode) => void = () => undefined;
    load.register.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = draw();
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    expect(container.querySelector('input, textarea, select, form')).toBeNull();
    arrive(() => (
      <label>
        E-mail <input name="email" />
      </label>
    ));
    const field = await screen.findByLabelText('E-mail');
    expect(field.getAttribute('name')).toBe('email');
    const frame = screen.getByTestId('frame');
    expect(frame.getAttribute('lang')).toBe('fr');
    expect(frame.getAttribute('title')).toBe('Bonjour');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so, as an alert, when the form’s code cannot be loaded', async () => {
    load.register.mockRejectedValue(new Error('ChunkLoadError'));
    draw();
    expect((await screen.findByRole('alert')).textContent).toBe('Cet écran n’a pas pu être chargé.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
