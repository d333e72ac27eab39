// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TakesFocus } from './takes-focus.tsx';

// An outcome that replaces the form the visitor was in takes the focus that went with the form
// (read by a screen reader), and none from a visitor who has moved on elsewhere.

afterEach(cleanup);

describe('TakesFocus', () => {
  it('takes the focus the replaced form left on <body>', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(<TakesFocus data-testid="outcome">Your password has been changed.</TakesFocus>);
    expect(document.activeElement).toBe(screen.getByTestId('outcome'));
  });

  it('leaves a visitor typing elsewhere where they are', () => {
    render(<input aria-label="Search" />);
    screen.getByLabelText('Search').focus();
    render(<TakesFocus data-testid="outcome">Your password has been changed.</TakesFocus>);
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });
});
