import { describe, expect, it, vi } from 'vitest';
import { activateLoyaltyMembership, membershipItemOf, type MembershipActivationApi } from './membership-activation.ts';

// §4.8 loyalty membership activation: four steps, each stopping silently when its precondition
// fails (§8.3), with the §3.12 payloads.

function answer<Data>(data: Data, peachCode: number | null = 0) {
  return Promise.resolve({
    ok: peachCode === 0,
    httpStatus: 200,
    peachCode,
    statusCode: null,
    clientErrorMessage: null,
    data,
  });
}

const ITEM = {
  code: 'LOYALTY-MEMBERSHIP',
  memberLevelId: 1,
  cost: 0,
  quantity: 1,
  isLoyaltyMembershipActivation: true,
};
const MEMBER = { firstName: 'Ava', lastName: 'Nguyen', email: 'ava@example.com', mobilePhone: '+12125550100' };

function fakeApi(overrides: Partial<Record<keyof MembershipActivationApi, unknown>> = {}) {
  const api = {
    getMembershipList: vi.fn(() => answer({ listConcessionGrouping: [{ items: [ITEM] }] })),
    setMemberToActivateOnComplete: vi.fn(() => answer({ userSessionId: 'ACT-1' })),
    addMembership: vi.fn(() => answer({ orderId: 'MBR-9' })),
    completePayment: vi.fn(() => answer({ orderId: 'MBR-9' })),
    ...overrides,
  };
  return api as unknown as MembershipActivationApi & Record<keyof MembershipActivationApi, ReturnType<typeof vi.fn>>;
}

describe('§4.8 loyalty membership activation chain', () => {
  it('runs the four steps in order with the §3.12 payloads and reports the order', async () => {
    const api = fakeApi();
    await expect(activateLoyaltyMembership(api, MEMBER, 'tok')).resolves.toEqual({
      status: 'activated',
      orderId: 'MBR-9',
    });
    expect(api.getMembershipList).toHaveBeenCalledWith('tok');
    expect(api.setMemberToActivateOnComplete).toHaveBeenCalledWith(
      { ...MEMBER, memberItemId: 'LOYALTY-MEMBERSHIP', memberLevelId: 1 },
      'tok',
    );
    expect(api.addMembership).toHaveBeenCalledWith(
      {
        userSessionId: 'ACT-1',
        emailAddress: 'ava@example.com',
        mobile: '+12125550100',
        itemCode: 'LOYALTY-MEMBERSHIP',
      },
      'tok',
    );
    expect(api.completePayment).toHaveBeenCalledWith(
      { orderId: 'MBR-9', firstName: 'Ava', lastName: 'Nguyen', email: 'ava@example.com' },
      'tok',
    );
  });

  it('from the browser there is no token: the gateway adds the cookie one', async () => {
    const api = fakeApi();
    await activateLoyaltyMembership(api, MEMBER);
    expect(api.getMembershipList).toHaveBeenCalledWith(undefined);
  });

  it('step 1: stops when the first item lacks a code or a memberLevelId, or there is none', async () => {
    for (const items of [[], [{ ...ITEM, code: '' }], [{ ...ITEM, memberLevelId: null }], [{ memberLevelId: 1 }]]) {
      const api = fakeApi({ getMembershipList: vi.fn(() => answer({ listConcessionGrouping: [{ items }] })) });
      await expect(activateLoyaltyMembership(api, MEMBER)).resolves.toEqual({
        status: 'stopped',
        step: 'membership-list',
      });
      expect(api.setMemberToActivateOnComplete).not.toHaveBeenCalled();
    }
    const noGroups = fakeApi({ getMembershipList: vi.fn(() => answer({ listConcessionGrouping: [] })) });
    await expect(activateLoyaltyMembership(noGroups, MEMBER)).resolves.toMatchObject({ step: 'membership-list' });
    const garbage = fakeApi({ getMembershipList: vi.fn(() => answer('<html>', 500)) });
    await expect(activateLoyaltyMembership(garbage, MEMBER)).resolves.toMatchObject({ step: 'membership-list' });
  });

  it('step 1 reads the first item of the first group only (§3.12)', () => {
    expect(
      membershipItemOf({
        listConcessionGrouping: [{ items: [ITEM, { code: 'OTHER', memberLevelId: 2 }] }, { items: [] }],
      }),
    ).toEqual({
      code: 'LOYALTY-MEMBERSHIP',
      memberLevelId: 1,
    });
    expect(membershipItemOf({ listConcessionGrouping: [{ items: [] }, { items: [ITEM] }] })).toBeNull();
  });

  it('step 2: stops without a userSessionId or with a peachCode other than 0', async () => {
    for (const marked of [answer({ userSessionId: null }), answer({ userSessionId: 'ACT-1' }, 76), answer({}, null)]) {
      const api = fakeApi({ setMemberToActivateOnComplete: vi.fn(() => marked) });
      await expect(activateLoyaltyMembership(api, MEMBER)).resolves.toEqual({
        status: 'stopped',
        step: 'activate-on-complete',
      });
      expect(api.addMembership).not.toHaveBeenCalled();
    }
  });

  it('step 3: stops when the answer carries no orderId', async () => {
    const api = fakeApi({ addMembership: vi.fn(() => answer({}, 85)) });
    await expect(activateLoyaltyMembership(api, MEMBER)).resolves.toEqual({
      status: 'stopped',
      step: 'add-membership',
    });
    expect(api.completePayment).not.toHaveBeenCalled();
  });

  it('step 4: a refused payment is reported as stopped there, without throwing', async () => {
    const api = fakeApi({ completePayment: vi.fn(() => answer({}, 85)) });
    await expect(activateLoyaltyMembership(api, MEMBER)).resolves.toEqual({
      status: 'stopped',
      step: 'complete-payment',
    });
  });

  it('§8.3 network failures are not preconditions: they are rethrown', async () => {
    const api = fakeApi({ addMembership: vi.fn(() => Promise.reject(new Error('network down'))) });
    await expect(activateLoyaltyMembership(api, MEMBER)).rejects.toThrow('network down');
  });
});
