// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetResetLink,
  RESET_LINK_STORAGE_KEY,
  resetLinkSearch,
  takeResetLinkOutOfAddress,
} from './reset-link-address.ts';

const RESET_PAGE = '/account/reset-password/';
const LINK_QUERY = '?email=ana%40example.com&resetCode=X7Q2';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('§2.5 the reset page takes its code out of its address', () => {
  it('reads the link, then leaves the address without it: what third-party scripts read holds no code', () => {
    window.history.replaceState(null, '', `${RESET_PAGE}${LINK_QUERY}#form`);
    expect(resetLinkSearch()).toBe(LINK_QUERY);
    takeResetLinkOutOfAddress();
    expect(window.location.href).toBe(`${window.location.origin}${RESET_PAGE}#form`);
    expect(window.location.href).not.toContain('X7Q2');
    // Reloaded, or come back to: the tab still has it.
    expect(resetLinkSearch()).toBe(LINK_QUERY);
  });

  it('a newer link opened in the same tab replaces the one kept', () => {
    window.sessionStorage.setItem(RESET_LINK_STORAGE_KEY, '?resetCode=OLD');
    window.history.replaceState(null, '', `${RESET_PAGE}${LINK_QUERY}`);
    expect(resetLinkSearch()).toBe(LINK_QUERY);
    takeResetLinkOutOfAddress();
    expect(resetLinkSearch()).toBe(LINK_QUERY);
  });

  it('a completed reset forgets it', () => {
    window.history.replaceState(null, '', `${RESET_PAGE}${LINK_QUERY}`);
    takeResetLinkOutOfAddress();
    forgetResetLink();
    expect(resetLinkSearch()).toBe('');
  });

  it('a tab that cannot keep it leaves the address as it is: the reset still works', () => {
    window.history.replaceState(null, '', `${RESET_PAGE}${LINK_QUERY}`);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    takeResetLinkOutOfAddress();
    expect(window.location.search).toBe(LINK_QUERY);
    expect(resetLinkSearch()).toBe(LINK_QUERY);
  });
});
