import { describe, expect, it } from 'vitest';
import { actionLinkTargetsSchema } from '../config/site-schema.ts';
import { actionForLinkTarget, DEFAULT_ACTION_LINK_TARGETS } from './action-links.ts';

describe('§2.3 action link targets', () => {
  it('ships the theater picker action', () => {
    expect(actionForLinkTarget('#theater-picker', DEFAULT_ACTION_LINK_TARGETS)).toBe('openTheaterPicker');
  });

  it('uses a configured list instead of the default one', () => {
    const configured = { '/choose-a-cinema/': 'openTheaterPicker' } as const;
    expect(actionForLinkTarget('/choose-a-cinema/', configured)).toBe('openTheaterPicker');
    expect(actionForLinkTarget('#theater-picker', configured)).toBeNull();
    expect(actionForLinkTarget('constructor', configured)).toBeNull();
  });

  it('rejects a configured action that the app does not have', () => {
    expect(actionLinkTargetsSchema.safeParse({ '#x': 'openTheaterPicker' }).success).toBe(true);
    expect(actionLinkTargetsSchema.safeParse({ '#x': 'deleteEverything' }).success).toBe(false);
  });
});
