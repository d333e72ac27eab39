// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusLabelForwarding, nextButtonOrLinkAfter } from './focus-label-forwarding.tsx';

afterEach(cleanup);

function Form() {
  return (
    <>
      <FocusLabelForwarding />
      <a href="/before/">Before</a>
      <label tabIndex={0} htmlFor="newsletter">
        Newsletter
      </label>
      <input id="newsletter-text" aria-label="not a button" />
      <button disabled>Disabled</button>
      <button>Subscribe</button>
      <a href="/after/">After</a>
    </>
  );
}

describe('§2.2 keyboard focus on a label moves to the next button or link', () => {
  it('skips the label (and non-button controls) to the next enabled button', async () => {
    render(<Form />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });

  it('goes on backwards on Shift+Tab instead of trapping the visitor', async () => {
    render(<Form />);
    screen.getByRole('button', { name: 'Subscribe' }).focus();
    await userEvent.tab({ shift: true }); // onto the text input
    await userEvent.tab({ shift: true }); // onto the label → forwarded backwards
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Before' }));
  });

  it('leaves a label focused by the pointer alone', async () => {
    render(<Form />);
    const label = screen.getByText('Newsletter');
    await userEvent.click(label);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });

  it('finds a link inside or after the label, never a disabled role=button', () => {
    render(
      <>
        <label tabIndex={0}>
          Terms <a href="/terms/">read</a>
        </label>
        <label tabIndex={0} data-testid="second">
          Soon
        </label>
        <span role="button" aria-disabled="true" tabIndex={0}>
          Disabled link
        </span>
        <a href="/ok/">OK</a>
      </>,
    );
    expect(nextButtonOrLinkAfter(screen.getByText(/Terms/))).toBe(screen.getByRole('link', { name: 'read' }));
    expect(nextButtonOrLinkAfter(screen.getByTestId('second'))).toBe(screen.getByRole('link', { name: 'OK' }));
  });
});

describe('§2.2 focus forwarding loaded by the first key press', () => {
  it('forwards a label that key already focused', () => {
    render(
      <>
        <label tabIndex={0} htmlFor="x">
          Newsletter
        </label>
        <button>Subscribe</button>
      </>,
    );
    screen.getByText('Newsletter').focus();
    render(<FocusLabelForwarding lastInputWasKeyboard={() => true} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });
});
