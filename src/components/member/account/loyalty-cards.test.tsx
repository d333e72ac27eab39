// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en.json';
import { MemberQueryProvider } from '../session/member-query-provider.tsx';
import { MemberSessionProvider, type PublicLoyaltyConfig } from '../session/member-session-provider.tsx';
import { LoyaltyCards } from './loyalty-cards.tsx';

// §7.7 the cards screen by API generation, and §3.6 cardType: what the member is told and offered, and which
// provider calls the screen makes (the gateway's routes).

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/account/cards/' }));

const base: PublicLoyaltyConfig = {
  provider: 'BOOST_POS',
  version: 3,
  hasTicketing: false,
  loginSlug: 'sign-in',
  accessFromHeader: true,
  guestHeaderAccessLabel: '',
  guestSignupTabButton: '',
  guestSignupTabText: '',
  loggedInHeaderAccessLabel: '',
  includeWatchlist: false,
  type: 'NON_TIERED',
  activation: null,
  phoneCountries: [{ code: 'US', name: 'United States' }],
  country: 'US',
  cinemaId: '5101',
  circuitId: '5001',
  clubId: '',
};

const member = {
  memberId: '500090',
  firstName: 'Tess',
  lastName: 'Walker',
  email: 'tess@example.com',
  userName: 'tess@example.com',
  mobilePhone: '',
  cardNumber: 'STAR5001000090',
  clubId: '',
  clubName: 'Starlight Club',
  levelName: '',
  balances: [],
  memberExpiry: null,
  cypherVersion: 3,
};

/** The programme's API generation in the test: the session's member carries it. */
let version: 1 | 3 = 3;
let routes: string[] = [];
let bodies: Record<string, unknown>[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/member/refresh')
    return Response.json({ status: 'member', member: { ...member, cypherVersion: version } });
  const body = JSON.parse(String(init?.body)) as { reqMetadata: { route: string } } & Record<string, unknown>;
  routes.push(body.reqMetadata.route.split('?')[0]!);
  bodies.push(body);
  return Response.json({
    peachCode: 0,
    statusCode: 0,
    cards: [{ cardCode: member.cardNumber, status: 'ACTIVE', isPrimary: true }],
  });
});
beforeEach(() => {
  routes = [];
  bodies = [];
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'fincher_signed_in=1; Path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'fincher_signed_in=; Max-Age=0; Path=/';
});

async function renderCards(config: PublicLoyaltyConfig) {
  version = config.version;
  render(
    <NextIntlClientProvider locale="en" messages={{ member: messages.member }}>
      <MemberSessionProvider config={config}>
        <MemberQueryProvider>
          <LoyaltyCards />
        </MemberQueryProvider>
      </MemberSessionProvider>
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(screen.getByRole('heading', { name: 'My card' })).toBeTruthy(), { timeout: 3000 });
}

describe('§7.7 the cards screen, §3.6 cardType', () => {
  it('PHYSICAL (version 3): says so, lists the cards, offers adding a plastic card and reporting it lost', async () => {
    await renderCards({ ...base, cardType: 'PHYSICAL', scannableCodeFormat: 'CODE_128' });
    expect(screen.getByTestId('card-type-note').textContent).toContain('plastic card');
    await waitFor(() => expect(screen.getByTestId('loyalty-cards').textContent).toContain('STAR5001000090'));
    expect(screen.getByRole('heading', { name: 'Add a card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report my card lost' })).toBeTruthy();
    expect(routes).toEqual(['/Member/v3/GetCards/']);
    // The card's code arrives with its drawing code, in the programme's format.
    await waitFor(() => expect(screen.getByTestId('member-card-code').getAttribute('data-format')).toBe('CODE_128'));
  });

  it('DEMATERIALIZED (version 3): the phone is the card; the list stays, nothing to add or report lost', async () => {
    await renderCards({ ...base, cardType: 'DEMATERIALIZED' });
    expect(screen.getByTestId('card-type-note').textContent).toContain('on your phone');
    await waitFor(() => expect(screen.getByTestId('loyalty-cards').textContent).toContain('STAR5001000090'));
    expect(screen.queryByRole('heading', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report my card lost' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('member-card-code').getAttribute('data-format')).toBe('QR_CODE'));
  });

  it('version 1 (RTS): no GetCards; DeleteCard v1 with the number the member types, upper-cased', async () => {
    await renderCards({ ...base, provider: 'RTS', version: 1, cardType: 'PHYSICAL', circuitId: '1001' });
    expect(screen.queryByTestId('loyalty-cards')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report my card lost' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: 'ge0010000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the card' }));
    await waitFor(() => expect(routes).toEqual(['/Member/DeleteCard']));
    expect(bodies[0]).toMatchObject({ cardCode: 'GE0010000001' });
    await waitFor(() => expect(screen.getByTestId('member-success').textContent).toBe('The card has been deleted.'));
  });
});
