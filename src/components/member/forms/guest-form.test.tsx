import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// §7.5 the guest forms of a §7 call the site's provider lacks say so from the server and load no
// code; the others get the loader with the member messages and the words of its states.

// §7.5 UsernameReminder exists in version 1 only (memberFeatures).
const site = vi.hoisted(() => ({ version: 1 as 1 | 2 | 3 }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getMessages: async () => ({ member: { form: { loading: 'Loading…' } }, movies: { title: 'Movies' } }),
  getTranslations: async () => (key: string) => `member.${key}`,
}));
vi.mock('@/server/member/member-context.ts', () => ({
  siteLoyaltyConfig: () => ({ provider: 'VISTA', version: site.version, type: 'TIERED', includeWatchlist: true }),
}));

const { GuestForm } = await import('./guest-form.tsx');
const { GuestFormLoader } = await import('./guest-form-loader.tsx');

beforeEach(() => {
  site.version = 1;
});

describe('GuestForm', () => {
  it('draws the loader of an offered form with the member messages only', async () => {
    const drawn = (await GuestForm({ form: 'forgot-username', feature: 'usernameReminder' })) as ReactElement<
      Record<string, unknown>
    >;
    expect(drawn.type).toBe(GuestFormLoader);
    expect(drawn.props).toMatchObject({
      form: 'forgot-username',
      locale: 'en',
      messages: { member: { form: { loading: 'Loading…' } } },
      loadingLabel: 'member.form.loading',
      failedLabel: 'member.account.loadFailed',
    });
    expect(drawn.props.messages).not.toHaveProperty('movies');
  });

  it('says the form is not offered, without its loader, where the provider lacks its call', async () => {
    site.version = 3;
    const drawn = (await GuestForm({ form: 'forgot-username', feature: 'usernameReminder' })) as ReactElement<{
      children: string;
    }>;
    expect(isValidElement(drawn)).toBe(true);
    expect(drawn.type).toBe('p');
    expect(drawn.props.children).toBe('member.account.unavailable');
  });

  it('needs no feature for the forms every provider offers', async () => {
    site.version = 3;
    const drawn = (await GuestForm({ form: 'register' })) as ReactElement;
    expect(drawn.type).toBe(GuestFormLoader);
  });
});
