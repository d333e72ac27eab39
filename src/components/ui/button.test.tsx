// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, buttonClass } from './button.tsx';

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

  it('styles a link as a button (the same classes for <a>)', () => {
    expect(buttonClass({ variant: 'secondary', size: 'lg' })).toMatch(/border-border.*px-5/);
  });
});
