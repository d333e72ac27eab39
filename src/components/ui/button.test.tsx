// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, textLinkClass } from './button.tsx';

afterEach(cleanup);

describe('Button (§9.5 roundness through the rounded-button token)', () => {
  it('is a non-submitting button by default, with the variant and size classes', () => {
    render(
      <form>
        <Button variant="danger" size="sm">
          Delete
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('rounded-button');
    expect(button.className).toContain('border-text');
    expect(button.className).toContain('text-sm');
  });

  it('keeps an explicit submit type and extra classes', () => {
    render(
      <Button type="submit" className="self-end">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('self-end');
    expect(button.className).toContain('bg-visible-primary');
  });

  it('§9.5: a stacked (multi-line) button takes the small radius, never the pill that cuts its corners', () => {
    const stacked = buttonClass({ layout: 'stacked' }).split(' ');
    expect(stacked).toContain('rounded-button-sm');
    expect(stacked).not.toContain('rounded-button');
    expect(buttonClass({ layout: 'inline' }).split(' ')).toContain('rounded-button');
  });

  it('styles a link as a button (the same classes for <a>)', () => {
    expect(buttonClass({ variant: 'secondary', size: 'lg' })).toMatch(/border-border.*px-5/);
  });
});

describe('Button layouts and the chip variant', () => {
  it('stacks a title over a detail at the reading edge, without the centred layout', () => {
    const stacked = buttonClass({ variant: 'chip', layout: 'stacked' });
    expect(stacked).toContain('flex-col');
    expect(stacked).toContain('text-start');
    expect(stacked).not.toContain('items-center');
    expect(stacked).not.toContain('text-center');
  });

  it('fills a chip when pressed (a button) or checked (a label around a checkbox)', () => {
    render(
      <>
        <Button variant="chip" aria-pressed="true">
          Mon 23
        </Button>
        <label className={buttonClass({ variant: 'chip', size: 'sm' })}>
          <input type="checkbox" className="sr-only" defaultChecked />
          Dubbed
        </label>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Mon 23' }).className).toContain('aria-pressed:bg-visible-primary');
    const label = screen.getByRole('checkbox', { name: 'Dubbed' }).closest('label');
    expect(label?.className).toContain('has-checked:bg-visible-primary');
    expect(label?.className).toContain('rounded-button');
  });
});

describe('textLinkClass (a link in the text, or a button drawn as one)', () => {
  it('is the readable primary colour, underlined, with placement classes before it and no button box', () => {
    expect(textLinkClass()).toBe('text-readable-primary underline underline-offset-4');
    expect(textLinkClass('self-start')).toBe('self-start text-readable-primary underline underline-offset-4');
    expect(textLinkClass()).not.toContain('min-h-');
  });

  it('looks like the link variant of a button', () => {
    expect(buttonClass({ variant: 'link' })).toContain(textLinkClass());
  });
});

describe('a disabled Button (a form sending its answer)', () => {
  it('stays focusable and says it is disabled, but a press neither submits nor runs its handler', () => {
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const pressed = vi.fn();
    const form = (disabled: boolean) => (
      <form onSubmit={submitted}>
        <Button type="submit" disabled={disabled} onClick={pressed}>
          Save
        </Button>
      </form>
    );
    const { rerender } = render(form(false));
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(form(true));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    // Enabled again: a press does both.
    rerender(form(false));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
