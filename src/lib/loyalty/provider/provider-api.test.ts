import { describe, expect, it, vi } from 'vitest';
import { createProviderApi, MissingSessionError, UnsupportedInVersionError } from './provider-api.ts';
import type { CypherCall } from './envelope-client.ts';

// §7.5 Edit: "token optional" in version 1; version 3 needs the member's token, which the browser
// never holds (the gateway adds it from the HttpOnly cookie, ARCHITECTURE "Boundaries"). Whether
// the cookie supplies it is decided when the API is built, not at each call.

function apiOf(version: 1 | 3, sessionFromCookie = false) {
  const send = vi.fn((call: CypherCall) => {
    void call;
    return Promise.resolve({ status: 200, body: { peachCode: 0, statusCode: 0 } });
  });
  const api = createProviderApi(
    { circuitId: '5001', cinemaId: '3001', clubId: '', provider: version === 3 ? 'BOOST_POS' : 'RTS', version },
    { send, sessionFromCookie },
  );
  return { api, send };
}

describe('§7.5 editMember and its token', () => {
  it('version 3 from the browser (built with the cookie session) sends no token header of its own: the gateway adds it', async () => {
    const { api, send } = apiOf(3, true);
    await expect(api.editMember({ firstName: 'Leo' })).resolves.toMatchObject({ ok: true });
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      method: 'POST',
      route: '/Member/v3/Edit?boxofficeCircuitId=5001',
      payload: { firstName: 'Leo' },
    });
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
  });
  it('version 3 with no token at all is refused before any call', () => {
    const { api, send } = apiOf(3);
    expect(() => api.editMember({ firstName: 'Leo' })).toThrow(UnsupportedInVersionError);
    expect(send).not.toHaveBeenCalled();
  });
  it('version 1 edits may come without a token (§4.10 edit after a member search)', async () => {
    const { api, send } = apiOf(1);
    await api.editMember({ memberId: '100021' });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ route: '/Member/Edit?circuitId=5001' });
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
  });
});

describe('§3.9 reading an answer', () => {
  function apiAnswering(status: number, body: unknown) {
    return createProviderApi(
      { circuitId: '5001', cinemaId: '3001', clubId: '', provider: 'BOOST_POS', version: 3 },
      { send: () => Promise.resolve({ status, body }) },
    );
  }

  it('reads the fields the member area uses from a successful answer', async () => {
    const answer = await apiAnswering(200, { peachCode: 0, cards: [{ cardCode: 'C1', status: 'ACTIVE' }] }).getCards(
      'tok',
    );
    expect(answer).toMatchObject({ ok: true, peachCode: 0, data: { cards: [{ cardCode: 'C1', isPrimary: false }] } });
  });

  it('an answer that is not a JSON object is a failure with none of the fields, never the raw body', async () => {
    for (const body of ['<html>error</html>', null, [1, 2], 42]) {
      const answer = await apiAnswering(200, body).getCards('tok');
      expect(answer.ok).toBe(false);
      expect(answer.peachCode).toBeNull();
      expect(answer.data.cards).toEqual([]);
    }
  });

  it('a 2xx answer needs a peachCode or statusCode to count as a success (§3.9)', async () => {
    expect((await apiAnswering(200, { cards: [] }).getCards('tok')).ok).toBe(false);
    expect((await apiAnswering(500, { peachCode: 0 }).getCards('tok')).ok).toBe(false);
  });
});

describe('§6 member calls and the session token', () => {
  it('a call that needs the session refuses to go without one, unless the cookie supplies it', async () => {
    const { api, send } = apiOf(3);
    await expect(api.getCards(undefined)).rejects.toBeInstanceOf(MissingSessionError);
    await expect(api.walletETicket(undefined, 'Google', 'B1')).rejects.toBeInstanceOf(MissingSessionError);
    expect(send).not.toHaveBeenCalled();
    const browser = apiOf(3, true);
    await browser.api.getCards(undefined);
    expect(browser.send.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
  });

  it('a token given by the caller travels with the call', async () => {
    const { api, send } = apiOf(3);
    await api.getCards('SESSION-1');
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      route: '/Member/v3/GetCards/?boxofficeCircuitId=5001',
      sessionToken: 'SESSION-1',
    });
  });
});
