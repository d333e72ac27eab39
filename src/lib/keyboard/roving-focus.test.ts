import { describe, expect, it } from 'vitest';
import { rovingTarget } from './roving-focus.ts';

describe('§2.2 roving focus (WAI-ARIA tabs and toolbar patterns)', () => {
  it('Right and Left move to the next and previous item, wrapping at the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTarget('ArrowLeft', 2, 3)).toBe(1);
  });

  it('Home and End go to the first and last item', () => {
    expect(rovingTarget('Home', 2, 5)).toBe(0);
    expect(rovingTarget('End', 1, 5)).toBe(4);
    expect(rovingTarget('End', 1, 5, { homeEnd: false })).toBeNull();
  });

  it('Up and Down are left to the page (scrolling) unless the group is vertical too', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowUp', 1, 3)).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 3, { vertical: true })).toBe(1);
    expect(rovingTarget('ArrowUp', 0, 3, { vertical: true })).toBe(2);
  });

  it('follows the reading direction in right-to-left text', () => {
    expect(rovingTarget('ArrowLeft', 0, 3, { rtl: true })).toBe(1);
    expect(rovingTarget('ArrowRight', 0, 3, { rtl: true })).toBe(2);
  });

  it('stays at the ends when the group does not wrap', () => {
    expect(rovingTarget('ArrowRight', 1, 2, { wrap: false })).toBe(1);
    expect(rovingTarget('ArrowLeft', 0, 2, { wrap: false })).toBe(0);
  });

  it('ignores other keys and impossible positions', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull();
    expect(rovingTarget('Enter', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', -1, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
