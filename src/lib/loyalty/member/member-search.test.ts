import { describe, expect, it, vi } from 'vitest';
import {
  claimOnlineAccess,
  onlineAccessAnswerOf,
  parseOnlineAccessAnswer,
  type MemberSearchApi,
} from './member-search.ts';

// §4.10 member search, then the edit that gives the member a username and the club.

function answer<Data = unknown>(data: Data, peachCode: number | null = 0) {
  return Promise.resolve({
    ok: peachCode === 0,
    httpStatus: 200,
    peachCode,
    statusCode: null,
    clientErrorMessage: peachCode === 0 ? null : 'from provider',
    data,
  });
}

function fakeApi(
  search: ReturnType<typeof answer>,
  edit: ReturnType<typeof answer> = answer<unknown>({ clubId: 'GE-CLUB' }),
) {
  const api = { memberSearch: vi.fn(() => search), editMember: vi.fn(() => edit) };
  return api as unknown as MemberSearchApi & {
    memberSearch: ReturnType<typeof vi.fn>;
    editMember: ReturnType<typeof vi.fn>;
  };
}

const FOUND = {
  hasUserName: false,
  clubId: 'GE-CLUB',
  memberDetails: { memberId: '100007', email: 'marc@example.fr' },
};

describe('§4.10 member search', () => {
  it('searches with the e-mail and the card code upper-cased (§5)', async () => {
    const api = fakeApi(answer(FOUND));
    await claimOnlineAccess(api, { email: ' marc@example.fr ', cardNumber: ' ge0010000007 ' });
    expect(api.memberSearch).toHaveBeenCalledWith({ email: 'marc@example.fr', cardNumber: 'GE0010000007' });
  });

  it('a member without username is edited with username = the e-mail and the clubId returned', async () => {
    const api = fakeApi(answer(FOUND));
    await expect(claimOnlineAccess(api, { email: 'marc@example.fr', cardNumber: 'X' })).resolves.toEqual({
      status: 'username-set',
      username: 'marc@example.fr',
    });
    expect(api.editMember).toHaveBeenCalledWith({
      memberId: '100007',
      email: 'marc@example.fr',
      username: 'marc@example.fr',
      clubId: 'GE-CLUB',
    });
  });

  it('a chosen username wins over the e-mail fallback; a blank one falls back', async () => {
    const chosen = fakeApi(answer(FOUND));
    await claimOnlineAccess(chosen, { email: 'marc@example.fr', cardNumber: 'X', username: 'marc75' });
    expect(chosen.editMember).toHaveBeenCalledWith(expect.objectContaining({ username: 'marc75' }));
    const blank = fakeApi(answer(FOUND));
    await claimOnlineAccess(blank, { email: 'marc@example.fr', cardNumber: 'X', username: '   ' });
    expect(blank.editMember).toHaveBeenCalledWith(expect.objectContaining({ username: 'marc@example.fr' }));
  });

  it('stops when the member already hasUserName', async () => {
    const api = fakeApi(answer({ ...FOUND, hasUserName: true }));
    await expect(claimOnlineAccess(api, { email: 'marc@example.fr', cardNumber: 'X' })).resolves.toEqual({
      status: 'has-username',
    });
    expect(api.editMember).not.toHaveBeenCalled();
  });

  it('stops when no clubId is returned', async () => {
    for (const clubId of [undefined, null, '']) {
      const api = fakeApi(answer({ ...FOUND, clubId }));
      await expect(claimOnlineAccess(api, { email: 'marc@example.fr', cardNumber: 'X' })).resolves.toEqual({
        status: 'no-club',
      });
      expect(api.editMember).not.toHaveBeenCalled();
    }
  });

  it('a refused search or edit hands back the provider answer for its §8 message', async () => {
    await expect(
      claimOnlineAccess(fakeApi(answer({}, 30)), { email: 'marc@example.fr', cardNumber: 'X' }),
    ).resolves.toEqual({
      status: 'not-found',
      refusal: { peachCode: 30, clientErrorMessage: 'from provider' },
    });
    await expect(
      claimOnlineAccess(fakeApi(answer(FOUND), answer({}, 34)), { email: 'marc@example.fr', cardNumber: 'X' }),
    ).resolves.toEqual({
      status: 'edit-refused',
      refusal: { peachCode: 34, clientErrorMessage: 'from provider' },
    });
  });
});

describe('§4.10 the member found must be the one asked for (defence in depth)', () => {
  it('a search answer naming another e-mail is "not found" (code 30), and nobody is edited', async () => {
    for (const memberDetails of [{ ...FOUND.memberDetails, email: 'julien.moreau@example.fr' }]) {
      const api = fakeApi(answer({ ...FOUND, memberDetails }));
      await expect(claimOnlineAccess(api, { email: 'marc@example.fr', cardNumber: 'ge0010000007' })).resolves.toEqual({
        status: 'not-found',
        refusal: { peachCode: 30, clientErrorMessage: null },
      });
      expect(api.editMember).not.toHaveBeenCalled();
    }
  });

  it('the same e-mail whatever its case and spacing, another of the member’s cards, or an answer naming no e-mail, go on', async () => {
    for (const memberDetails of [
      { ...FOUND.memberDetails, cardNumber: ' ge0010000007', email: 'Marc@Example.fr' },
      // The answer names the member's main card; they typed another of theirs.
      { ...FOUND.memberDetails, cardNumber: 'GE0010000099' },
      { memberId: '100007' },
    ]) {
      const api = fakeApi(answer({ ...FOUND, memberDetails }));
      await expect(
        claimOnlineAccess(api, { email: 'marc@example.fr ', cardNumber: 'GE0010000007' }),
      ).resolves.toMatchObject({ status: 'username-set' });
    }
  });
});

describe('§4.10 the route’s answer: the outcome only', () => {
  it('a refusal keeps its code and message; nothing else of an outcome is answered', () => {
    expect(onlineAccessAnswerOf({ status: 'not-found', refusal: { peachCode: 30, clientErrorMessage: 'x' } })).toEqual({
      status: 'refused',
      peachCode: 30,
      clientErrorMessage: 'x',
    });
    expect(
      onlineAccessAnswerOf({ status: 'edit-refused', refusal: { peachCode: 34, clientErrorMessage: null } }),
    ).toEqual({ status: 'refused', peachCode: 34, clientErrorMessage: null });
    expect(onlineAccessAnswerOf({ status: 'username-set', username: 'u' })).toEqual({
      status: 'username-set',
      username: 'u',
    });
    expect(onlineAccessAnswerOf({ status: 'no-club' })).toEqual({ status: 'no-club' });
  });

  it('the page reads only the known shapes', () => {
    expect(parseOnlineAccessAnswer({ status: 'has-username' })).toEqual({ status: 'has-username' });
    expect(parseOnlineAccessAnswer({ status: 'username-set' })).toBeNull();
    expect(parseOnlineAccessAnswer({ error: 'not_found' })).toBeNull();
    expect(parseOnlineAccessAnswer(null)).toBeNull();
  });
});
