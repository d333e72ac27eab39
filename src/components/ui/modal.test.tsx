// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_ROOT_ID } from '@/lib/config/constants.ts';
import { Modal } from './modal.tsx';

function Page({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Choose your cinema</button>
      <a href="/behind/">Behind the modal</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Your cinema" dismissible={dismissible}>
        <button>Lumière</button>
        <a href="/theaters/">All theaters</a>
        <button onClick={() => setOpen(false)}>Close</button>
      </Modal>
    </main>
  );
}

beforeEach(() => {
  const modalRoot = document.createElement('div');
  modalRoot.id = MODAL_ROOT_ID;
  document.body.append(modalRoot);
});

afterEach(() => {
  cleanup();
  document.getElementById(MODAL_ROOT_ID)?.remove();
});

describe('<Modal> (§2.2)', () => {
  it('renders into #modal-root as an aria-modal dialog labelled by its title', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your cinema' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cinema' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(MODAL_ROOT_ID)!.contains(dialog)).toBe(true);
  });

  it('moves focus inside and traps Tab and Shift+Tab', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your cinema' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lumière' }));

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'All theaters' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lumière' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('pulls focus back when something outside grabs it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your cinema' }));
    screen.getByRole('link', { name: 'Behind the modal' }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Choose your cinema' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener when closed from inside too', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Choose your cinema' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape when not dismissible', async () => {
    render(<Page dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your cinema' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your cinema' })).toBeTruthy();
  });
});
