// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '@/lib/events/app-events.ts';
import { MemberSessionProvider, useMemberSession, type PublicLoyaltyConfig } from './member-session-provider.tsx';

// §4.1 how a page learns who is there: with the session hint, one check call; without it, a guest
// at once and no call at all.

const config: PublicLoyaltyConfig = {
  provider: 'RTS',
  version: 1,
  hasTicketing: true,
  loginSlug: 'sign-in',
  accessFromHeader: true,
  guestHeaderAccessLabel: '',
  guestSignupTabButton: '',
  guestSignupTabText: '',
  loggedInHeaderAccessLabel: '',
  includeWatchlist: true,
  type: 'NON_TIERED',
  activation: null,
  phoneCountries: [{ code: 'FR', name: 'France' }],
  country: 'FR',
  cinemaId: '1',
  circuitId: '1',
  clubId: '1',
};

function Status() {
  return <p>{useMemberSession().status}</p>;
}

const fetchMock = vi.fn(async () =>
  Response.json({
    status: 'member',
    member: { memberId: 'm1', firstName: 'Ada', lastName: 'L', email: 'a@b.c', memberExpiry: null },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'fincher_signed_in=; Max-Age=0; Path=/';
});

describe('§4.1 the first session check', () => {
  it('without the session hint: a guest at once, no call', async () => {
    render(
      <MemberSessionProvider config={config}>
        <Status />
      </MemberSessionProvider>,
    );
    await waitFor(() => expect(screen.getByText('guest')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the hint: the check call is made and answers the member', async () => {
    document.cookie = 'fincher_signed_in=1; Path=/';
    render(
      <MemberSessionProvider config={config}>
        <Status />
      </MemberSessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/member/refresh', expect.anything()), {
      timeout: 2000,
    });
  });
});

describe("§4.1 the first check of a member's page", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('./session-requests.ts');
    vi.resetModules();
  });

  it("loads the calls' code at once, while the check itself waits for its debounce", async () => {
    vi.resetModules();
    let loaded = false;
    vi.doMock('./session-requests.ts', async (importOriginal) => {
      loaded = true;
      return importOriginal();
    });
    const fresh = await import('./member-session-provider.tsx');
    const FreshStatus = () => <p>{fresh.useMemberSession().status}</p>;
    // The debounce's timer never fires here: only what the page does at once is seen.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.cookie = 'fincher_signed_in=1; Path=/';
    render(
      <fresh.MemberSessionProvider config={config}>
        <FreshStatus />
      </fresh.MemberSessionProvider>,
    );
    for (let tick = 0; tick < 200 && !loaded; tick++) await new Promise((resolve) => setImmediate(resolve));
    expect(loaded).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
  });
});

describe('§4.3 "#loyalty-logout"', () => {
  const renderSession = (provider: PublicLoyaltyConfig['provider']) =>
    render(
      <MemberSessionProvider config={{ ...config, provider }}>
        <Status />
      </MemberSessionProvider>,
    );

  it('signs the member out through /api/member/logout on a site with a loyalty programme', async () => {
    renderSession('RTS');
    await waitFor(() => expect(screen.getByText('guest')).toBeTruthy());
    appEvents.emit('loyalty:logout');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/member/logout', expect.anything()));
  });

  it('calls no member endpoint on a site without one: no logout, no sign-in, no refresh', async () => {
    document.cookie = 'fincher_signed_in=1; Path=/';
    const captured: { session?: ReturnType<typeof useMemberSession> } = {};
    function Capture() {
      const session = useMemberSession();
      useEffect(() => {
        captured.session = session;
      });
      return null;
    }
    render(
      <MemberSessionProvider config={{ ...config, provider: 'NONE' }}>
        <Status />
        <Capture />
      </MemberSessionProvider>,
    );
    expect(screen.getByText('guest')).toBeTruthy();
    appEvents.emit('loyalty:logout');
    expect(await captured.session!.signIn('a@b.c', 'secret')).toEqual({ ok: false, rejection: null });
    await captured.session!.refresh();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
