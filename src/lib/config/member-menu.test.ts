import { describe, expect, it } from 'vitest';
import { memberMenuItems, memberMenuSchema } from './member-menu.ts';

describe('§6 loggedInMenu: labelled links for a signed-in member', () => {
  it('reads a list of labels and destinations', () => {
    expect(memberMenuItems([{ label: ' My orders ', href: 'https://tix.example/account/orders' }])).toEqual([
      { label: 'My orders', href: 'https://tix.example/account/orders' },
    ]);
    expect(memberMenuItems(undefined)).toEqual([]);
  });

  it('refuses what is not one: a missing label, an unknown field, a non-list, more than 12 links', () => {
    expect(memberMenuSchema.safeParse([{ href: '/x/' }]).success).toBe(false);
    expect(memberMenuSchema.safeParse([{ label: 'A', href: '/x/', target: '_blank' }]).success).toBe(false);
    expect(memberMenuSchema.safeParse({ label: 'A', href: '/x/' }).success).toBe(false);
    expect(memberMenuSchema.safeParse(Array.from({ length: 13 }, () => ({ label: 'A', href: '/' }))).success).toBe(
      false,
    );
    expect(memberMenuItems('yes')).toEqual([]);
  });
});
