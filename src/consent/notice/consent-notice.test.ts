// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_PARSED_SCRIPT, consentNoticeBootScript } from './consent-notice.ts';
import { PENDING_ANSWER_KEY, PENDING_ANSWER_TTL_MS, takeEarlyNoticeChoice } from './notice-start.ts';

// §2.7, §4.12: the head script decides, before the first paint, whether the built-in manager's
// notice shows: only a valid stored answer (this revision, not expired) keeps it hidden.

function cookieOf(value: unknown): string {
  return `cc_cookie=${encodeURIComponent(JSON.stringify(value))}`;
}

function markFor(cookies: string | string[], revision = 3): string | null {
  document.cookie.split(';').forEach((entry) => {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  for (const cookie of [cookies].flat()) if (cookie) document.cookie = `${cookie}; path=/`;
  document.documentElement.removeAttribute('data-consent');
  new Function(consentNoticeBootScript(revision))();
  return document.documentElement.getAttribute('data-consent');
}

const answer = { categories: ['necessary'], revision: 3, expirationTime: Date.now() + 86_400_000 };

afterEach(() => {
  window.sessionStorage.clear();
  markFor('');
});

describe('§2.7 the consent notice is asked for before the first paint', () => {
  it('asks a first visitor, and one whose cookie is unreadable', () => {
    expect(markFor('')).toBe('ask');
    expect(markFor('cc_cookie=%7Bnot-json')).toBe('ask');
    expect(markFor('other=1')).toBe('ask');
  });

  it('keeps it hidden for a valid answer of this revision, accepted or refused', () => {
    expect(markFor(cookieOf(answer))).toBe('decided');
    expect(markFor(['theme=dark', cookieOf({ ...answer, categories: ['necessary', 'analytics'] })])).toBe('decided');
  });

  it('asks only once the notice has arrived whole, so it never paints half-arrived', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      expect(markFor('')).toBeNull();
      // The script that follows the notice's markup, long before the document's end.
      new Function(CONSENT_NOTICE_PARSED_SCRIPT)();
      expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
      // Or the document's end, if that script did not run.
      expect(markFor('')).toBeNull();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
      // A stored answer hides it at once.
      expect(markFor(cookieOf(answer))).toBe('decided');
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('asks again when the trackers changed (another revision) or the answer expired', () => {
    expect(markFor(cookieOf({ ...answer, revision: 2 }))).toBe('ask');
    expect(markFor(cookieOf({ ...answer, expirationTime: Date.now() - 1000 }))).toBe('ask');
    expect(markFor(cookieOf({ revision: 3 }))).toBe('ask');
  });
});

describe('§2.7 an answer given on the notice before the page has hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    takeEarlyNoticeChoice();
  });

  function pageWithNotice(): HTMLButtonElement {
    document.body.innerHTML =
      '<section id="consent-notice"><button data-consent-action="reject-all">Reject all</button></section>' +
      '<button data-consent-action="accept-all" id="elsewhere">Not the notice</button>';
    markFor('');
    new Function(CONSENT_NOTICE_PARSED_SCRIPT)();
    return document.querySelector<HTMLButtonElement>('#consent-notice button')!;
  }

  it('hides the notice at the click and keeps the choice for the loader, once', () => {
    const reject = pageWithNotice();
    reject.click();
    expect(document.documentElement.getAttribute('data-consent')).toBe('answering');
    expect(takeEarlyNoticeChoice()).toEqual({ action: 'reject-all', fromEarlierPage: false });
    expect(takeEarlyNoticeChoice()).toBeNull();
  });

  it('keeps an answer not stored yet for the next page of the tab, until a stored one is found', () => {
    pageWithNotice().click();
    // With the notice's revision and the time of the answer.
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toMatch(/^reject-all\|3\|\d+$/);
    // The visitor leaves before the manager's code has come (this page's hand-over goes with it).
    takeEarlyNoticeChoice();
    // The next page (its head script, then the script after its notice): the notice stays hidden,
    // and its loader carries the answer out, once.
    expect(markFor('')).toBe('answering');
    new Function(CONSENT_NOTICE_PARSED_SCRIPT)();
    expect(document.documentElement.getAttribute('data-consent')).toBe('answering');
    expect(takeEarlyNoticeChoice()).toEqual({ action: 'reject-all', fromEarlierPage: true });
    expect(takeEarlyNoticeChoice()).toBeNull();
    // Once an answer is stored, the one kept no longer counts, and is forgotten.
    expect(markFor(cookieOf(answer))).toBe('decided');
    new Function(CONSENT_NOTICE_PARSED_SCRIPT)();
    expect(takeEarlyNoticeChoice()).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
    // Anything else kept there is not an answer.
    window.sessionStorage.setItem(PENDING_ANSWER_KEY, `preferences|3|${Date.now()}`);
    expect(markFor('')).toBe('ask');
  });

  it('asks again when the kept answer was for another revision of the notice, or is not recent', () => {
    const kept = (revision: number, age: number) =>
      window.sessionStorage.setItem(PENDING_ANSWER_KEY, `accept-all|${revision}|${Date.now() - age}`);
    kept(3, 1000);
    expect(markFor('', 3)).toBe('answering');
    // The site's trackers changed since (a new revision): this notice was never answered.
    expect(markFor('', 4)).toBe('ask');
    // A tab restored long after, or a clock moved back.
    kept(3, PENDING_ANSWER_TTL_MS + 1000);
    expect(markFor('', 3)).toBe('ask');
    kept(3, -60_000);
    expect(markFor('', 3)).toBe('ask');
    window.sessionStorage.setItem(PENDING_ANSWER_KEY, 'accept-all');
    expect(markFor('', 3)).toBe('ask');
  });

  it('steps aside once the loader has taken over, and hears only the notice’s own buttons', () => {
    const reject = pageWithNotice();
    document.querySelector<HTMLButtonElement>('#elsewhere')!.click();
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(takeEarlyNoticeChoice()).toBeNull();
    reject.click();
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(takeEarlyNoticeChoice()).toBeNull();
  });
});
