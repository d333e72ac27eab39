// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en.json';
import type { AccountActivationStep } from '@/lib/loyalty/member/account-activation.ts';
import { MemberSessionProvider, type PublicLoyaltyConfig } from '../session/member-session-provider.tsx';
import { RegisterForm } from './register-form.tsx';

// §3.6 includeActivation, includeActivationPhoneNumber, includeActivationCardNumber: after a version 3
// registration (the provider creates the account pending), the activation step is offered or not, and asks
// what the site says, besides the account's e-mail (§7.5 SendMemberActivationCode).

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/account/register/' }));

const US = { code: 'US', name: 'United States' };

const config = (
  activation: AccountActivationStep | null,
  phoneCountries: PublicLoyaltyConfig['phoneCountries'] = [US],
): PublicLoyaltyConfig => ({
  provider: 'BOOST_POS',
  version: 3,
  hasTicketing: true,
  loginSlug: 'sign-in',
  accessFromHeader: true,
  guestHeaderAccessLabel: '',
  guestSignupTabButton: '',
  guestSignupTabText: '',
  loggedInHeaderAccessLabel: '',
  includeWatchlist: false,
  type: 'NON_TIERED',
  activation,
  phoneCountries,
  country: 'US',
  cinemaId: '3001',
  circuitId: '5001',
  clubId: '',
});

/** The gateway calls the form made: route and body. */
let calls: { route: string; body: Record<string, unknown> }[] = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  if (url === '/api/cypher') {
    const body = JSON.parse(String(init.body)) as { reqMetadata: { route: string } } & Record<string, unknown>;
    calls.push({ route: body.reqMetadata.route, body });
    return Response.json({ peachCode: 0, statusCode: 0 });
  }
  // The sign-in that ends an activation: refused, so the form stays (what matters here is what was sent).
  return Response.json({ error: 'invalid_credentials' }, { status: 401 });
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(activation: AccountActivationStep | null, countries?: PublicLoyaltyConfig['phoneCountries']) {
  render(
    <NextIntlClientProvider locale="en" messages={{ member: messages.member }}>
      <MemberSessionProvider config={config(activation, countries)}>
        <RegisterForm />
      </MemberSessionProvider>
    </NextIntlClientProvider>,
  );
}

async function register(activation: AccountActivationStep | null) {
  renderForm(activation);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ada');
  type('Last name', 'Tester');
  type('E-mail', 'ada@example.com');
  type('Password', 'Starlight#2027');
  type('Mobile phone', '(212) 555-0188');
  fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  await waitFor(() => expect(calls.some((call) => call.route.includes('/Member/v3/Create'))).toBe(true));
}

const activationCalls = () => calls.filter((call) => call.route.includes('SendMemberActivationCode'));

describe('§3.6 the account activation step after a version 3 registration', () => {
  it('not offered (includeActivation false): the account is created and waits, nothing more is asked or sent', async () => {
    await register(null);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your account has been created' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Activate and sign in' })).toBeNull();
    expect(activationCalls()).toEqual([]);
  });

  it('asking the phone number: the mobile number is asked and sent with the e-mail', async () => {
    await register({ phoneNumber: true, cardNumber: false });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeTruthy());
    expect(screen.getByLabelText('Mobile phone')).toBeTruthy();
    expect(screen.queryByLabelText('Loyalty card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    await waitFor(() => expect(activationCalls()).toHaveLength(1));
    expect(activationCalls()[0]!.body).toMatchObject({ email: 'ada@example.com', phoneNumber: '+12125550188' });
    expect(activationCalls()[0]!.body).not.toHaveProperty('cardNumber');
  });

  it('asking the card number only: the card is asked and sent upper-cased, the phone neither asked nor sent', async () => {
    await register({ phoneNumber: false, cardNumber: true });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeTruthy());
    expect(screen.queryByLabelText('Mobile phone')).toBeNull();
    fireEvent.change(screen.getByLabelText('Loyalty card number'), { target: { value: 'sc-5001-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    await waitFor(() => expect(activationCalls()).toHaveLength(1));
    expect(activationCalls()[0]!.body).toMatchObject({ email: 'ada@example.com', cardNumber: 'SC-5001-77' });
    expect(activationCalls()[0]!.body).not.toHaveProperty('phoneNumber');
  });

  it('asking neither: the e-mail alone is sent', async () => {
    await register({ phoneNumber: false, cardNumber: false });
    await waitFor(() => expect(screen.getByText('Activate the account of ada@example.com to sign in.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    await waitFor(() => expect(activationCalls()).toHaveLength(1));
    expect(activationCalls()[0]!.body).not.toHaveProperty('phoneNumber');
    expect(activationCalls()[0]!.body).not.toHaveProperty('cardNumber');
  });
});

describe('§3.1 allCountries: the country of the mobile number', () => {
  const fill = () => {
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('First name', 'Ada');
    type('Last name', 'Tester');
    type('E-mail', 'ada@example.com');
    type('Password', 'Starlight#2027');
  };

  it('is not asked where the site offers one country', () => {
    renderForm(null);
    expect(screen.queryByLabelText('Country of the mobile number')).toBeNull();
  });

  it('is chosen among the countries offered, and the number read and sent for it', async () => {
    renderForm(null, [US, { code: 'GB', name: 'United Kingdom' }]);
    const select = screen.getByLabelText('Country of the mobile number') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['United States', 'United Kingdom']);
    fill();
    fireEvent.change(select, { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('Mobile phone'), { target: { value: '07400 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(calls.some((call) => call.route.includes('/Member/v3/Create'))).toBe(true));
    const create = calls.find((call) => call.route.includes('/Member/v3/Create'))!;
    expect(JSON.stringify(create.body)).toContain('+447400123456');
  });

  it('refuses a number of a country the site does not offer', async () => {
    renderForm(null);
    fill();
    fireEvent.change(screen.getByLabelText('Mobile phone'), { target: { value: '+44 7400 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid mobile phone number.')).toBeTruthy());
    expect(calls).toEqual([]);
  });
});
