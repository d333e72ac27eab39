// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_LINK_STORAGE_KEY, resetLinkSearch } from './reset-link-address.ts';
import { ResetLinkOutOfAddress } from './reset-link-out-of-address.tsx';

// §2.5 the reset page's own code takes the link out of the address before its form has arrived.

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ResetLinkOutOfAddress', () => {
  it('moves the link from the address into the tab, where the form reads it later', async () => {
    window.history.replaceState(null, '', '/account/reset-password/?code=K3y&email=ana%40example.fr');
    render(<ResetLinkOutOfAddress />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/account/reset-password/');
    expect(window.sessionStorage.getItem(RESET_LINK_STORAGE_KEY)).toBe('?code=K3y&email=ana%40example.fr');
    expect(resetLinkSearch()).toBe('?code=K3y&email=ana%40example.fr');
  });
});
