// §2.5 the reset code and e-mail address leave the page's address once read, since consented tags send that address
// with their page views. The tab keeps them for a reload; where it cannot, the address does: the reset must work.

/** Where a tab keeps the reset link's query once it is out of the address. */
export const RESET_LINK_STORAGE_KEY = 'fincher:reset-link';

/** The reset link's query: the address's own, else the one this tab took out of it earlier. */
export function resetLinkSearch(): string {
  const own = window.location.search;
  if (own) return own;
  try {
    return window.sessionStorage.getItem(RESET_LINK_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Moves the reset link's query from the address into the tab's storage (the page's path stays). */
export function takeResetLinkOutOfAddress(): void {
  const own = window.location.search;
  if (!own) return;
  try {
    window.sessionStorage.setItem(RESET_LINK_STORAGE_KEY, own);
  } catch {
    return;
  }
  // The App Router follows the browser's own history calls made without its state (it keeps its
  // own in the entry, and its idea of the address stays in step): it never puts the query back.
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
}

/** After a completed reset: the code is spent, so the tab forgets it. */
export function forgetResetLink(): void {
  try {
    window.sessionStorage.removeItem(RESET_LINK_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
