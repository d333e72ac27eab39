import { describe, expect, it } from 'vitest';
import { memberStatusOf } from './member-status.ts';

const member = { clubName: 'Club Grand Écran', levelName: 'Gold' };

describe('§3.6, §9.2 type: how the member home shows the member’s standing', () => {
  it('NONE: no membership, nothing shown', () => {
    expect(memberStatusOf('NONE', member)).toBeNull();
  });

  it('NON_TIERED: the club, never a level (§4.11: RTS is always NON_TIERED)', () => {
    expect(memberStatusOf('NON_TIERED', member)).toEqual({ kind: 'member', club: 'Club Grand Écran' });
    expect(memberStatusOf('NON_TIERED', { clubName: ' ', levelName: 'Gold' })).toBeNull();
  });

  it('a tier name: the member’s level, with the club when known', () => {
    expect(memberStatusOf('TIERED', member)).toEqual({ kind: 'tier', club: 'Club Grand Écran', tier: 'Gold' });
    expect(memberStatusOf('PREMIUM', { clubName: '', levelName: 'Silver' })).toEqual({
      kind: 'tier',
      club: '',
      tier: 'Silver',
    });
    // A tiered programme whose member has no level yet shows the membership alone.
    expect(memberStatusOf('TIERED', { clubName: 'Club', levelName: '' })).toEqual({ kind: 'member', club: 'Club' });
  });
});
